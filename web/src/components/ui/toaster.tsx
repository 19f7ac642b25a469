import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { cn } from "@/lib/cn";
import { type ToastEntry, TOAST_DURATION_MS, useToast } from "./use-toast";

/*
 * The one toast area (see docs/product/api-and-errors.md#toasts), placed once in the app's providers. It is added to the end of the
 * page only while a toast shows: a modal dialog hides from screen readers everything that was on the
 * page when it opened, and a toast about something done in the dialog must not be among that. Each
 * toast is a status message (an alert when it reports a failure), read out as it appears. Clicks go
 * through a toast to what is under it, but for its close button. It closes by itself after its
 * duration (paused while the keyboard is on it), with its close button, or with Escape.
 * Written here rather than taken from Radix: it is on every page, and Radix Toast with its dependencies
 * costs about 18 KB of gzip script.
 */
const toastVariants = cva(
  "pointer-events-none relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lg animate-toast-in",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Toaster() {
  const { toasts, dismiss } = useToast();
  const shown = toasts.filter((entry) => entry.open);
  if (shown.length === 0) return null;
  return createPortal(
    <section
      data-toast-area=""
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex max-h-dvh flex-col-reverse gap-2 p-4 sm:inset-x-auto sm:right-0 sm:w-full sm:max-w-sm"
    >
      {shown.map((entry) => (
        <ToastItem key={entry.id} entry={entry} onClose={dismiss} />
      ))}
    </section>,
    document.body,
  );
}

function ToastItem({ entry, onClose }: { entry: ToastEntry; onClose: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const { id, title, description, variant, duration = TOAST_DURATION_MS } = entry;

  useEffect(() => {
    if (paused || duration === Infinity) return;
    const timer = setTimeout(() => onClose(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, paused, onClose]);

  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      aria-atomic="true"
      className={toastVariants({ variant })}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose(id);
      }}
    >
      <div className="grid gap-1">
        {title ? <div className="text-sm font-semibold">{title}</div> : null}
        {description ? <div className="text-sm opacity-90">{description}</div> : null}
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => onClose(id)}
        className={cn(
          "pointer-events-auto absolute right-2.5 top-2.5 rounded-full p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100",
          "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
