import { pageTitle } from "@shared/page-meta";
import { CartView } from "@/features/cart/components/cart-view";
import { CheckDelivery } from "@/features/delivery/components/check-delivery";
import { usePageTitle } from "@/lib/use-page-title";

/** /cart (signed in): the shopper's cart. */
export function CartPage() {
  usePageTitle(pageTitle("Shopping Cart"));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <CartView deliveryCheck={<CheckDelivery className="mt-5" />} />
    </div>
  );
}
