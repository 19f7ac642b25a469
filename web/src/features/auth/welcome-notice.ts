import { toast } from "@/components/ui/use-toast";

const KEY = "kiddokart:welcome-back";

interface Notice {
  title: string;
  description: string;
}

const WELCOME: Notice = { title: "Welcome back!", description: "You have been signed in successfully." };

function isNotice(value: unknown): value is Notice {
  return typeof value === "object" && value !== null && typeof (value as Notice).title === "string" && typeof (value as Notice).description === "string";
}

/**
 * Signing in ends with a full navigation (to the page the shopper came from), which would wipe a toast shown before it. So the
 * toast is noted for this tab and shown by the page that loads next (see showPendingWelcome).
 * Without storage (some private modes) it is shown at once instead.
 */
export function noticeAfterReload(notice: Notice) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    toast(notice);
  }
}

export function welcomeAfterReload() {
  noticeAfterReload(WELCOME);
}

function parse(stored: string): Notice {
  try {
    const value: unknown = JSON.parse(stored);
    return isNotice(value) ? value : WELCOME;
  } catch {
    return WELCOME;
  }
}

/** Shows the notice noted before the reload, once. Called when the app starts. */
export function showPendingWelcome() {
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem(KEY);
    if (stored === null) return;
    window.sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  toast(parse(stored));
}
