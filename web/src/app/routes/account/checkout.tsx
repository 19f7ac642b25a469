import { pageTitle } from "@shared/page-meta";
import { useCart } from "@/features/cart/api/get-cart";
import { CheckoutView } from "@/features/checkout/components/checkout-view";
import { usePageTitle } from "@/lib/use-page-title";

/** /checkout (signed in): addresses, payment and the order summary. */
export function CheckoutPage() {
  usePageTitle(pageTitle("Checkout"));
  const cart = useCart();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      {/* A cart that could not be loaded shows as empty, with the way back to the shop. */}
      <CheckoutView items={cart.isPending ? undefined : (cart.data ?? [])} />
    </div>
  );
}
