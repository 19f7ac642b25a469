import type { CartItem } from "@shared/schemas/cart";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { isUnauthorizedError } from "@/lib/api-client";
import { paiseToDecimal } from "@shared/money";
import { useCreatePaymentOrder } from "../api/create-payment-order";
import { useVerifyPayment } from "../api/verify-payment";
import { attemptSignature, type CheckoutDetails, orderDataOf } from "../lib/checkout-payload";
import { useAttemptKey } from "./use-attempt-key";
import { type AddressRefusalHandler, useCheckoutConflicts } from "./use-checkout-errors";

const initiateFailed = () => toast({ title: "Payment Error", description: "Failed to initiate payment. Please try again.", variant: "destructive" });

/**
 * Paying online (see docs/product/checkout-and-orders.md#paying-online): create the payment order for the total the shopper saw, open the gateway's
 * modal, and on its success call verify. Cancelling or failing leaves the cart as it was.
 */
export function useOnlinePayment(onAddressRefused?: AddressRefusalHandler) {
  const createOrder = useCreatePaymentOrder();
  const verify = useVerifyPayment();
  const navigate = useNavigate();
  const keyFor = useAttemptKey();
  const reportConflict = useCheckoutConflicts(onAddressRefused);
  const [inProgress, setInProgress] = useState(false);

  async function pay(items: CartItem[], totalPaise: number, details: CheckoutDetails) {
    const Razorpay = window.Razorpay;
    if (!Razorpay) {
      toast({ title: "Payment Error", description: "Razorpay is not loaded. Please refresh the page and try again.", variant: "destructive" });
      return;
    }
    setInProgress(true);
    let paymentOrder;
    try {
      paymentOrder = await createOrder.mutateAsync({
        body: { amount: paiseToDecimal(totalPaise), orderData: orderDataOf(details) },
        idempotencyKey: keyFor(attemptSignature(items, totalPaise, "razorpay", details)),
      });
    } catch (error) {
      setInProgress(false);
      if (!isUnauthorizedError(error) && !reportConflict(error)) initiateFailed();
      return;
    }
    if (!paymentOrder?.config?.key) {
      setInProgress(false);
      initiateFailed();
      return;
    }

    const { shippingAddress } = details;
    const checkout = new Razorpay({
      key: paymentOrder.config.key,
      amount: paymentOrder.amount,
      currency: paymentOrder.currency || "INR",
      name: paymentOrder.config.name,
      description: paymentOrder.config.description,
      order_id: paymentOrder.orderId,
      theme: paymentOrder.config.theme,
      prefill: { name: `${shippingAddress.firstName} ${shippingAddress.lastName}`, contact: shippingAddress.phone },
      modal: {
        ondismiss: () => {
          setInProgress(false);
          toast({ title: "Payment Cancelled", description: "You cancelled the payment process." });
        },
      },
      handler: (response) => {
        verify.mutate(
          { razorpay_order_id: response.razorpay_order_id, razorpay_payment_id: response.razorpay_payment_id, razorpay_signature: response.razorpay_signature },
          {
            onSuccess: ({ order }) => {
              toast({ title: "Payment Successful!", description: "Your order has been placed successfully." });
              navigate(paths.orderConfirmation.href(order.id));
            },
            onError: (error) => {
              setInProgress(false);
              if (!isUnauthorizedError(error)) {
                toast({ title: "Payment Verification Failed", description: "Please contact support if amount was deducted.", variant: "destructive" });
              }
            },
          },
        );
      },
    });
    checkout.on("payment.failed", (response) => {
      setInProgress(false);
      toast({ title: "Payment Failed", description: response.error?.description || "The payment did not go through. Please try again.", variant: "destructive" });
    });
    checkout.open();
  }

  return { pay, isPaying: inProgress };
}
