import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/** What a newsletter link's page says once its action is done (the server's message), and the way back to the shop. */
export function LinkDone({ message }: { message: string }) {
  return (
    <div role="status" className="grid gap-4 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-8 text-emerald-600" />
      <p className="text-sm text-foreground sm:text-base">{message}</p>
      <Link to={paths.home.href()} className="font-semibold text-primary-strong underline-offset-4 hover:underline">
        Continue shopping
      </Link>
    </div>
  );
}
