import { formatWholeRupeesUp } from "@shared/money";
import { amountToFreeShipping } from "@shared/pricing";
import type { CartItem } from "@shared/schemas/cart";
import { Truck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderTotals } from "@/components/order-totals";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cartTotals } from "@/lib/cart-totals";

/** The cart's Order Summary: the totals the checkout will charge, the free-shipping nudge, Proceed to Checkout, then `children` (Check delivery). */
export function CartSummary({ items, pricesIncludeGst, children }: { items: CartItem[]; pricesIncludeGst: boolean; children?: ReactNode }) {
  const totals = cartTotals(items, { pricesIncludeGst });
  const missing = amountToFreeShipping(totals.subtotal);
  return (
    <Card className="p-5 sm:p-6 lg:sticky lg:top-24">
      <h2 className="text-lg font-bold">Order Summary</h2>
      <OrderTotals totals={totals} className="mt-4" />
      {missing > 0 ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-primary-soft px-3 py-2 text-sm text-primary-strong">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Add {formatWholeRupeesUp(missing)} more for free shipping
        </p>
      ) : null}
      <Button asChild size="lg" className="mt-5 w-full">
        <Link to={paths.checkout.href()}>Proceed to Checkout</Link>
      </Button>
      {children}
    </Card>
  );
}
