import type { CartItem } from "@shared/schemas/cart";
import type { SavedAddress } from "@shared/schemas/orders";
import { ArrowLeft, ShoppingCart } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { focusFirstField, Form, useFormField, useShopForm } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { cartLineTotal, cartTotals } from "@/lib/cart-totals";
import { isPinCode, notDeliveredMessage } from "@shared/pin-codes";
import { pinCodeStateMismatch } from "@shared/pin-regions";
import { NativeSelect } from "@/components/ui/native-select";
import { readRememberedPin } from "@/lib/remembered-pin";
import { useShopSettings } from "@/lib/shop-settings";
import { usePaymentConfig } from "../api/get-payment-config";
import { useSavedAddresses } from "../api/get-saved-addresses";
import { useCashOnDelivery } from "../hooks/use-cash-on-delivery";
import { useCheckoutScript } from "../hooks/use-checkout-script";
import { useOnlinePayment } from "../hooks/use-online-payment";
import { useShippingDelivery } from "../hooks/use-shipping-delivery";
import { type AddressValues, EMPTY_ADDRESS, type PaymentChoice } from "../lib/checkout-payload";
import { type CheckoutFormOutput, CheckoutFormSchema } from "../lib/checkout-form";
import { codRefusal } from "../lib/cod-refusal";
import { addressSummary, initialShippingAddress, withPinCode } from "../lib/initial-address";
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
  const savedAddresses = useSavedAddresses();
  const onlineEnabled = paymentConfig.data?.enabled === true;
  useCheckoutScript(onlineEnabled ? paymentConfig.data?.checkoutScriptUrl : null);

  if (cartItems === undefined || paymentConfig.isPending || shopSettings.isPending || savedAddresses.isPending) return <CheckoutSkeleton />;
  if (cartItems.length === 0) {
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
  return (
    <CheckoutForm
      items={cartItems}
      onlineEnabled={onlineEnabled}
      pricesIncludeGst={shopSettings.data?.pricesIncludeGst === true}
      codMaxOrderAmount={shopSettings.data?.codMaxOrderAmount}
      // Addresses that could not be loaded are simply not offered.
      savedAddresses={savedAddresses.data ?? []}
    />
  );
}

interface CheckoutFormProps {
  items: CartItem[];
  onlineEnabled: boolean;
  pricesIncludeGst: boolean;
  /** The largest cash-on-delivery order, in rupees; above it only paying online is offered. */
  codMaxOrderAmount: string | undefined;
  savedAddresses: SavedAddress[];
}

function CheckoutForm({ items, onlineEnabled, pricesIncludeGst, codMaxOrderAmount, savedAddresses }: CheckoutFormProps) {
  const form = useShopForm({
    schema: CheckoutFormSchema,
    defaultValues: { shipping: initialShippingAddress(savedAddresses, readRememberedPin()), billing: EMPTY_ADDRESS, sameAsShipping: true, notes: "" },
  });
  const shipping = useWatch({ control: form.control, name: "shipping" });
  const sameAsShipping = useWatch({ control: form.control, name: "sameAsShipping" });
  const [paymentMethod, setPaymentMethod] = useState<PaymentChoice>("cod");
  const delivery = useShippingDelivery(shipping.pincode);
  // The server's refusal of the shipping address (not delivered there, a PIN code of another state) shows at its field.
  const showAddressRefusal = (field: keyof AddressValues, message: string) => {
    form.setError(`shipping.${field}`, { type: "server", message });
    focusFirstField(form, [`shipping.${field}`]);
  };
  const cod = useCashOnDelivery(showAddressRefusal);
  const online = useOnlinePayment(showAddressRefusal);

  const totals = cartTotals(items, { pricesIncludeGst, deliveryCharge: delivery.charge });
  const codUnavailable = codRefusal(delivery, totals.total, codMaxOrderAmount);
  // Where cash on delivery is refused, paying online is chosen for the shopper.
  const method: PaymentChoice = !onlineEnabled ? "cod" : codUnavailable ? "razorpay" : paymentMethod;
  const cannotPay = codUnavailable !== undefined && !onlineEnabled;
  // A PIN code of another state than the one chosen is refused as soon as both are there (the server refuses it too).
  const stateMismatch = isPinCode(delivery.pincode) && shipping.state ? pinCodeStateMismatch(delivery.pincode, shipping.state) : null;
  const pincodeError = stateMismatch ?? (delivery.notDelivered ? notDeliveredMessage(delivery.pincode) : undefined);
  const submitting = cod.isPlacing || online.isPaying;
  const blocked = delivery.notDelivered || cannotPay;
  // A PIN code typed fills in the state (and the city of a saved address with it) where they are empty.
  const fillFromPinCode = (value: string) => {
    if (!isPinCode(value.trim())) return;
    const current = form.getValues("shipping");
    const filled = withPinCode(current, value.trim(), savedAddresses);
    for (const field of ["state", "city"] as const) if (filled[field] !== current[field]) form.setValue(`shipping.${field}`, filled[field]);
  };
  const chooseSavedAddress = (index: string) => {
    const chosen = index === "" ? EMPTY_ADDRESS : savedAddresses[Number(index)];
    if (!chosen) return;
    for (const field of Object.keys(EMPTY_ADDRESS) as (keyof AddressValues)[]) form.setValue(`shipping.${field}`, chosen[field]);
  };
  const onSubmit = ({ shipping: shippingAddress, billing, sameAsShipping, notes }: CheckoutFormOutput) => {
    if (stateMismatch) {
      focusFirstField(form, ["shipping.pincode"]);
      return;
    }
    if (submitting || blocked) return;
    const details = { shippingAddress, billing, sameAsShipping, notes };
    if (method === "cod") cod.submit(items, details, pricesIncludeGst, delivery.charge);
    else void online.pay(items, totals.total, details);
  };

  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={paths.cart.href()}>
          <ArrowLeft aria-hidden="true" />
          Back to Cart
        </Link>
      </Button>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
      <Form form={form} onValid={onSubmit} className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start [&>*]:min-w-0">
        <div className="grid gap-6 lg:col-span-2">
          <Section title="Shipping Address">
            {savedAddresses.length > 0 ? (
              <SavedAddressPicker addresses={savedAddresses} current={shipping} onChoose={chooseSavedAddress} />
            ) : null}
            <AddressFields prefix="shipping" otherErrors={{ pincode: pincodeError }} onPinCodeTyped={fillFromPinCode} />
            <DeliveryNote delivery={delivery} />
          </Section>
          <Section title="Billing Address">
            <SameAsShipping />
            {sameAsShipping ? null : (
              <div className="mt-4">
                <AddressFields prefix="billing" required={false} />
              </div>
            )}
          </Section>
          <Section title="Payment Method">
            <PaymentMethodOptions value={method} onChange={setPaymentMethod} onlineEnabled={onlineEnabled} codUnavailable={codUnavailable} />
            {cannotPay ? (
              <p role="alert" className="mt-3 text-sm font-medium text-destructive">
                {delivery.codAvailable
                  ? "Paying online is not available just now, so this order cannot be placed."
                  : `Paying online is not available just now, so this order cannot be placed to PIN code ${delivery.pincode}.`}
              </p>
            ) : null}
          </Section>
          <Section title="Order Notes">
            <OrderNotes />
          </Section>
        </div>
        <CheckoutSummary items={items} totals={totals} lineTotal={cartLineTotal} deliveryZone={delivery.zone}>
          <Button type="submit" size="lg" className="w-full" disabled={submitting || blocked}>
            {method === "cod" ? (cod.isPlacing ? "Placing Order..." : "Place Order") : online.isPaying ? "Processing Payment..." : "Pay Now"}
          </Button>
        </CheckoutSummary>
      </Form>
    </>
  );
}

function SavedAddressPicker({ addresses, current, onChoose }: { addresses: SavedAddress[]; current: AddressValues; onChoose: (index: string) => void }) {
  const chosen = addresses.findIndex((address) => (Object.keys(EMPTY_ADDRESS) as (keyof AddressValues)[]).every((field) => address[field] === current[field]));
  return (
    <div className="mb-5">
      <Label htmlFor="saved-address">Deliver to</Label>
      <NativeSelect id="saved-address" className="mt-1.5" value={chosen === -1 ? "" : String(chosen)} onChange={(event) => onChoose(event.target.value)}>
        {addresses.map((address, index) => (
          <option key={addressSummary(address)} value={String(index)}>
            {addressSummary(address)}
          </option>
        ))}
        <option value="">A new address</option>
      </NativeSelect>
    </div>
  );
}

function SameAsShipping() {
  const { control, field } = useFormField<boolean>("sameAsShipping", "same-as-shipping");
  const { value, ...binding } = field;
  return (
    <div className="flex items-center gap-3">
      <Checkbox {...control} {...binding} name={undefined} checked={value} />
      <Label htmlFor="same-as-shipping">Same as shipping address</Label>
    </div>
  );
}

function OrderNotes() {
  const { control, field } = useFormField("notes", "order-notes");
  return (
    <>
      <Label htmlFor="order-notes" className="sr-only">
        Order notes (optional)
      </Label>
      <Textarea {...control} {...field} rows={3} maxLength={1000} placeholder="Any special instructions for delivery (optional)" />
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
