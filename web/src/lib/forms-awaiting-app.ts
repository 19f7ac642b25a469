/**
 * A plain form the app takes over (Add to Cart, say) says whether it has: `data-app-form="waiting"` in
 * the server's HTML and until its part of the page is hydrated, then "ready". Without the script, or
 * before it runs, nothing holds the form and the browser sends it to the server. Once the script runs,
 * a form still waiting is not sent: React plays the tap again on the button once the part is hydrated,
 * and the app does what the button does there (a toast, staying on the page), exactly once.
 */
export const FORM_AWAITING_APP = "data-app-form";

export function holdFormsAwaitingApp(): void {
  document.addEventListener(
    "submit",
    (event) => {
      if (event.target instanceof HTMLFormElement && event.target.getAttribute(FORM_AWAITING_APP) === "waiting") event.preventDefault();
    },
    { capture: true },
  );
}
