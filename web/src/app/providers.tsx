import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Toaster } from "@/components/ui/toaster";
import { showPendingWelcome } from "@/features/auth/welcome-notice";

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
      <Toaster />
    </QueryClientProvider>
  );
}
