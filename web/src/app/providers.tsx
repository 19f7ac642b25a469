import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useToast } from "@/components/ui/use-toast";
import { showPendingWelcome } from "@/features/auth/welcome-notice";

const loadToaster = () => import("@/components/ui/toaster");
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * App-wide context: the data cache (made by the browser's or the server's entry) and the one toast
 * area (mounted once). After signing in (a full page load) the welcome toast is shown here. Once the app
 * runs the page, `<html data-app="ready">` says so (browser tests wait for it before they type).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => {
    showPendingWelcome();
    document.documentElement.dataset.app = "ready";
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastArea />
    </QueryClientProvider>
  );
}

/**
 * Most visits show no toast, so the toast area's code comes with the first one. A toast mostly answers
 * a tap or a key, so the first touch or key fetches it ahead, and the toast shows without waiting.
 */
function ToastArea() {
  const { toasts } = useToast();
  useEffect(() => {
    const fetchAhead = () => void loadToaster();
    const options = { capture: true, once: true, passive: true } as const;
    document.addEventListener("pointerdown", fetchAhead, options);
    document.addEventListener("keydown", fetchAhead, options);
    return () => {
      document.removeEventListener("pointerdown", fetchAhead, options);
      document.removeEventListener("keydown", fetchAhead, options);
    };
  }, []);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
