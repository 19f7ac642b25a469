import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, matchRoutes } from "react-router";
import { AppProviders } from "@/app/providers";
import type { LazyPage } from "@/app/lazy-page";
import { AppRoutes, appRoutes } from "@/app/router";
import { currentUserQueryOptions } from "@/lib/current-user";
import { holdFormsAwaitingApp } from "@/lib/forms-awaiting-app";
import { signInAgain } from "@/lib/login-redirect";
import { createQueryClient } from "@/lib/query-client";
import { readHandedOverQueries, takeOverQueries } from "@/lib/query-handover";
import "./index.css";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element");
holdFormsAwaitingApp();

// Any data call answering 401 sends the shopper to sign in again (see docs/product/api-and-errors.md#a-lost-session).
const queryClient = createQueryClient({ onUnauthorized: signInAgain });
const handedOver = readHandedOverQueries();
if (handedOver) takeOverQueries(queryClient, handedOver);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

/** The code of the pages at this address (fetched already: the server names it in the HTML), with a signed-in shopper's parts. */
function pagesShown() {
  const matches = matchRoutes(appRoutes, window.location.pathname) ?? [];
  const forShopper = Boolean(queryClient.getQueryData(currentUserQueryOptions().queryKey));
  return Promise.all(matches.map((match) => (match.route.element as { type?: Partial<LazyPage> } | undefined)?.type?.preload?.(forShopper)));
}

// A page the server rendered is hydrated: its HTML stays and becomes interactive, in one pass once its
// code is here. The back office arrives as an empty frame and is rendered here. Either way the first
// render is a transition, so React works in small slices and a tap is never kept waiting behind one
// long task on a slow phone.
if (handedOver) {
  void pagesShown().finally(() => {
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  });
} else {
  startTransition(() => {
    createRoot(rootElement).render(app);
  });
}
