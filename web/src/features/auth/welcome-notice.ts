import { toast } from "@/components/ui/use-toast";

const KEY = "kiddokart:welcome-back";

function showWelcome() {
  toast({ title: "Welcome back!", description: "You have been signed in successfully." });
}

/**
 * Signing in ends with a full navigation to "/", which would wipe a toast shown before it. So the
 * welcome is noted for this tab and shown by the page that loads next (see showPendingWelcome).
 * Without storage (some private modes) it is shown at once instead.
 */
export function welcomeAfterReload() {
  try {
    window.sessionStorage.setItem(KEY, "1");
  } catch {
    showWelcome();
  }
}

/** Shows the welcome noted before the reload, once. Called when the app starts. */
export function showPendingWelcome() {
  try {
    if (window.sessionStorage.getItem(KEY) === null) return;
    window.sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  showWelcome();
}
