import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { AppRouter } from "@/app/router";
import "./index.css";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element");

// The first render is a transition, so React renders in small slices and a tap is never kept waiting
// behind one long task while the page builds itself on a slow phone.
const root = createRoot(rootElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
