import { CircleAlert } from "lucide-react";
import { Link } from "react-router";

interface LinkProblemProps {
  message: string;
  /** Where a new link can be asked for. */
  to: string;
  action: string;
}

/** A mailed link that cannot be used: why, and where to get a new one. */
export function LinkProblem({ message, to, action }: LinkProblemProps) {
  return (
    <div role="alert" className="grid gap-4 text-center">
      <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
      <p className="text-sm text-foreground sm:text-base">{message}</p>
      <Link to={to} className="font-semibold text-primary-strong underline-offset-4 hover:underline">
        {action}
      </Link>
    </div>
  );
}
