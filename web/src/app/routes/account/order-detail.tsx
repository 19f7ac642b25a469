import { pageTitle } from "@shared/page-meta";
import { useParams } from "react-router";
import { OrderDetail } from "@/features/orders/components/order-detail";
import { usePageTitle } from "@/lib/use-page-title";

/** /orders/:id (signed in): one of the shopper's orders. */
export function OrderDetailPage() {
  const { id = "" } = useParams();
  usePageTitle(pageTitle("Order Details"));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <OrderDetail key={id} orderId={id} />
    </div>
  );
}
