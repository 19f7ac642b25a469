import { pageTitle } from "@shared/page-meta";
import { useParams } from "react-router";
import { OrderConfirmation } from "@/features/orders/components/order-confirmation";
import { usePageTitle } from "@/lib/use-page-title";

/** /orders/:id/confirmation (signed in): the page after Place Order. */
export function OrderConfirmationPage() {
  const { id = "" } = useParams();
  usePageTitle(pageTitle("Order Placed"));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <OrderConfirmation key={id} orderId={id} />
    </div>
  );
}
