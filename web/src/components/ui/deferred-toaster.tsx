import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

function preloadToaster() {
  void import("./toaster");
}

/**
 * The toast area, kept out of the first download: its code is fetched when the browser is idle (or at
 * the first toast, whichever comes first) and it is mounted once something has been toasted.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [mounted, setMounted] = useState(false);
  if (!mounted && toasts.length > 0) setMounted(true);

  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(preloadToaster, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preloadToaster, 2000);
    return () => clearTimeout(timer);
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
