import type { CartItem } from "@shared/schemas/cart";
import { ShippingAddressSchema } from "@shared/schemas/orders";
import { ArrowLeft, ShoppingCart } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { cartLineTotal, cartTotals } from "@/lib/cart-totals";
import { codRefusedMessage, notDeliveredMessage } from "@shared/pin-codes";
import { useShopSettings } from "@/lib/shop-settings";
import { useZodForm } from "@/lib/use-zod-form";
import { usePaymentConfig } from "../api/get-payment-config";
import { useCashOnDelivery } from "../hooks/use-cash-on-delivery";
import { useCheckoutScript } from "../hooks/use-checkout-script";
import { useOnlinePayment } from "../hooks/use-online-payment";
import { useShippingDelivery } from "../hooks/use-shipping-delivery";
import { type AddressValues, EMPTY_ADDRESS, type PaymentChoice } from "../lib/checkout-payload";
import { AddressFields } from "./address-fields";
import { CheckoutSkeleton } from "./checkout-skeleton";
import { CheckoutSummary } from "./checkout-summary";
import { DeliveryNote } from "./delivery-note";
import { PaymentMethodOptions } from "./payment-method-options";

/**
 * The checkout page (see docs/product/checkout-and-orders.md): addresses, payment method, notes and the order summary of
 * the cart's `items` (undefined while the cart loads).
 */
export function CheckoutView({ items: cartItems }: { items: CartItem[] | undefined }) {
  const paymentConfig = usePaymentConfig();
  const shopSettings = useShopSettings();
  const onlineEnabled = paymentConfig.data?.enabled === true;
  useCheckoutScript(onlineEnabled ? paymentConfig.data?.checkoutScriptUrl : null);

  const shipping = useZodForm(ShippingAddressSchema, EMPTY_ADDRESS);
  const [sameAsShipping, setSameAsShipping] = useState(true);
  const [billing, setBilling] = useState<AddressValues>(EMPTY_ADDRESS);
  const [paymentMethod, setPaymentMethod] = useState<PaymentChoice>("cod");
  const [notes, setNotes] = useState("");
  const delivery = useShippingDelivery(shipping.values.pincode);
  // The server's refusal of the shipping address (not delivered there, a PIN code of another state) shows at its field.
  const showAddressRefusal = (field: keyof AddressValues, message: string) => {
    shipping.setFieldError(field, message);
    document.getElementById(`shipping-${field}`)?.focus();
  };
  const cod = useCashOnDelivery(showAddressRefusal);
  const online = useOnlinePayment(showAddressRefusal);

  if (cartItems === undefined || paymentConfig.isPending || shopSettings.isPending) return <CheckoutSkeleton />;
  const items = cartItems;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCart aria-hidden="true" />}
        title="Your cart is empty"
        description="Add items to your cart before checkout"
        actionLabel="Continue Shopping"
        actionHref={paths.products.href()}
      />
    );
  }

  const pricesIncludeGst = shopSettings.data?.pricesIncludeGst === true;
  const totals = cartTotals(items, { pricesIncludeGst, deliveryCharge: delivery.charge });
  const codUnavailable = delivery.codAvailable ? undefined : codRefusedMessage(delivery.pincode);
  // Where cash on delivery is refused, paying online is chosen for the shopper.
  const method: PaymentChoice = !onlineEnabled ? "cod" : codUnavailable ? "razorpay" : paymentMethod;
  const cannotPay = codUnavailable !== undefined && !onlineEnabled;
  const pincodeError = shipping.errors.pincode ?? (delivery.notDelivered ? notDeliveredMessage(delivery.pincode) : undefined);
  const submitting = cod.isPlacing || online.isPaying;
  const blocked = delivery.notDelivered || cannotPay;
  const onSubmit = shipping.handleSubmit((shippingAddress) => {
    if (submitting || blocked) return;
    const details = { shippingAddress, billing, sameAsShipping, notes };
    if (method === "cod") cod.submit(items, details, pricesIncludeGst, delivery.charge);
    else void online.pay(items, totals.total, details);
  });

  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={paths.cart.href()}>
          <ArrowLeft aria-hidden="true" />
          Back to Cart
        </Link>
      </Button>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start [&>*]:min-w-0">
        <div className="grid gap-6 lg:col-span-2">
          <Section title="Shipping Address">
            <AddressFields prefix="shipping" values={shipping.values} errors={{ ...shipping.errors, pincode: pincodeError }} onChange={shipping.setValue} />
            <DeliveryNote delivery={delivery} />
          </Section>
          <Section title="Billing Address">
            <div className="flex items-center gap-3">
              <Checkbox id="same-as-shipping" checked={sameAsShipping} onChange={(event) => setSameAsShipping(event.target.checked)} />
              <Label htmlFor="same-as-shipping">Same as shipping address</Label>
            </div>
            {sameAsShipping ? null : (
              <div className="mt-4">
                <AddressFields prefix="billing" required={false} values={billing} onChange={(name, value) => setBilling((current) => ({ ...current, [name]: value }))} />
              </div>
            )}
          </Section>
          <Section title="Payment Method">
            <PaymentMethodOptions value={method} onChange={setPaymentMethod} onlineEnabled={onlineEnabled} codUnavailable={codUnavailable} />
            {cannotPay ? (
              <p role="alert" className="mt-3 text-sm font-medium text-destructive">
                Paying online is not available just now, so this order cannot be placed to PIN code {delivery.pincode}.
              </p>
            ) : null}
          </Section>
          <Section title="Order Notes">
            <Label htmlFor="order-notes" className="sr-only">
              Order notes (optional)
            </Label>
            <Textarea
              id="order-notes"
              name="notes"
              rows={3}
              maxLength={1000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              placeholder="Any special instructions for delivery (optional)"
            />
          </Section>
        </div>
        <CheckoutSummary items={items} totals={totals} lineTotal={cartLineTotal} deliveryZone={delivery.zone}>
          <Button type="submit" size="lg" className="w-full" disabled={submitting || blocked}>
            {method === "cod" ? (cod.isPlacing ? "Placing Order..." : "Place Order") : online.isPaying ? "Processing Payment..." : "Pay Now"}
          </Button>
        </CheckoutSummary>
      </form>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 text-lg font-bold">{title}</h2>
      {children}
    </Card>
  );
}
