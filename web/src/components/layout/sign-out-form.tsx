import type { ReactNode } from "react";
import { paths } from "@/config/paths";

/**
 * Signing out is a form POST to the server (a full navigation, also without JavaScript): the server
 * ends the session and sends the shopper home. A plain link could be triggered by any other site.
 */
export function SignOutForm({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <form method="post" action={paths.logoutEndpoint} className={className}>
      {children}
    </form>
  );
}
