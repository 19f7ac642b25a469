import { pageTitle } from "@shared/page-meta";
import { CheckoutView } from "@/features/checkout/components/checkout-view";
import { usePageTitle } from "@/lib/use-page-title";

/** /checkout (signed in): addresses, payment and the order summary. */
export function CheckoutPage() {
  usePageTitle(pageTitle("Checkout"));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <CheckoutView />
    </div>
  );
}
