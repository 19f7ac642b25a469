import { KeyRound } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAuthProviders } from "../api/get-auth-providers";

/**
 * "Or continue with" an identity provider: a full navigation to the server's sign-in endpoint, which
 * hands over to the provider and, once signed in, sends the shopper back to `returnUrl`. Shown only when the shop has one set up.
 */
export function ProviderSignIn({ returnUrl }: { returnUrl: string }) {
  const providers = useAuthProviders();
  if (!providers.data?.oidc) return null;

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        Or continue with
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <a href={paths.loginEndpoint.href(returnUrl)} className={buttonVariants({ variant: "outline", size: "lg", className: "mt-4 w-full" })}>
        <KeyRound aria-hidden="true" />
        Single Sign-On
      </a>
    </div>
  );
}
