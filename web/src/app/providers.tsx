import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Toaster } from "@/components/ui/toaster";
import { signInAgain } from "@/lib/login-redirect";
import { showPendingWelcome } from "@/features/auth/welcome-notice";
import { createQueryClient } from "@/lib/query-client";

/**
 * App-wide context: the data cache and the one toast area (mounted once). Any data call answering 401
 * sends the shopper to sign in again (see docs/product/api-and-errors.md#a-lost-session), handled here for the whole app. After signing in (a
 * full page load) the welcome toast is shown here.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ onUnauthorized: signInAgain }));
  useEffect(showPendingWelcome, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
