import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";

/** The wait before a signed-out shopper is sent to sign in. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** A full browser navigation to the server's sign-in endpoint (identity provider or /signin), to come back to this page after. */
export function goToLogin() {
  window.location.assign(paths.loginEndpoint.href(`${window.location.pathname}${window.location.search}`));
}

let leaving = false;

/**
 * A data call answered 401, so the session is gone. Says so once, then signs in again after
 * half a second, however many calls failed at the same time.
 */
export function signInAgain() {
  if (leaving) return;
  leaving = true;
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  setTimeout(goToLogin, LOGIN_REDIRECT_DELAY_MS);
}
