import type { CartItem } from "@shared/schemas/cart";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { isUnauthorizedError } from "@/lib/api-client";
import { cartTotals, cartUnitPrice } from "@/lib/cart-totals";
import { usePlaceOrder } from "../api/place-order";
import { attemptSignature, type CheckoutDetails, cashOnDeliveryBody } from "../lib/checkout-payload";
import { useAttemptKey } from "./use-attempt-key";
import { type AddressRefusalHandler, useCheckoutConflicts } from "./use-checkout-errors";

/** Cash on delivery: POST /api/orders with the totals shown, then its confirmation page (see docs/product/checkout-and-orders.md#cash-on-delivery). */
export function useCashOnDelivery(onAddressRefused?: AddressRefusalHandler) {
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();
  const keyFor = useAttemptKey();
  const reportConflict = useCheckoutConflicts(onAddressRefused);

  /**
   * `pricesIncludeGst`: the shop's setting (GET /api/shop-settings), and `deliveryCharge`: the delivery zone's
   * charge for the shipping PIN code, so the total is the one shown.
   */
  function submit(items: CartItem[], details: CheckoutDetails, pricesIncludeGst = false, deliveryCharge = 0) {
    const totals = cartTotals(items, { pricesIncludeGst, deliveryCharge });
    placeOrder.mutate(
      {
        body: cashOnDeliveryBody(items, totals, details, (item) => cartUnitPrice(item.product)),
        idempotencyKey: keyFor(attemptSignature(items, totals.total, "cod", details)),
      },
      {
        onSuccess: ({ order }) => {
          toast({ title: "Order Placed Successfully!", description: "Thank you for your order. You will receive a confirmation email shortly." });
          navigate(paths.orderConfirmation.href(order.id));
        },
        onError: (error) => {
          if (isUnauthorizedError(error) || reportConflict(error)) return;
          toast({ title: "Error", description: "Failed to place order. Please try again.", variant: "destructive" });
        },
      },
    );
  }

  return { submit, isPlacing: placeOrder.isPending };
}
