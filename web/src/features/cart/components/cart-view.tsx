import { ShoppingCart, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useShopSettings } from "@/lib/shop-settings";
import { countCartItems, useCart } from "../api/get-cart";
import { useCartLineActions } from "../hooks/use-cart-line-actions";
import { CartLine } from "./cart-line";
import { CartSkeleton } from "./cart-skeleton";
import { CartSummary } from "./cart-summary";

/** The cart page (see docs/product/cart-and-wishlist.md): lines, Clear Cart, Continue Shopping and the Order Summary, with `deliveryCheck` under it. */
export function CartView({ deliveryCheck }: { deliveryCheck?: ReactNode }) {
  const cart = useCart();
  const actions = useCartLineActions();
  const shopSettings = useShopSettings();
  const [confirmingClear, setConfirmingClear] = useState(false);

  if (cart.isPending || shopSettings.isPending) return <CartSkeleton />;
  if (cart.isError) {
    return <p className="py-10 text-center text-muted-foreground">Your cart could not be loaded. Please refresh the page.</p>;
  }
  const items = cart.data;
  const count = countCartItems(items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCart aria-hidden="true" />}
        title="Your cart is empty"
        description="Looks like you haven't added anything yet."
        actionLabel="Start Shopping"
        actionHref={paths.products.href()}
      />
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Shopping Cart ({count} {count === 1 ? "item" : "items"})</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="lg:col-span-2">
          <Card className="overflow-hidden">
            <ul aria-label="Cart items" className="divide-y divide-border">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  busy={actions.busyLineId === item.id || actions.isClearing}
                  onQuantityChange={actions.changeQuantity}
                  onRemove={actions.removeItem}
                />
              ))}
            </ul>
          </Card>
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button asChild variant="outline">
              <Link to={paths.products.href()}>Continue Shopping</Link>
            </Button>
            <Button variant="outline" className="text-red-700 hover:text-red-800" disabled={actions.isClearing} onClick={() => setConfirmingClear(true)}>
              <Trash2 aria-hidden="true" />
              Clear Cart
            </Button>
          </div>
          <ConfirmDialog
            open={confirmingClear}
            title="Clear Cart"
            message={`Remove all ${count} ${count === 1 ? "item" : "items"} from your cart?`}
            confirmLabel="Clear Cart"
            destructive
            pending={actions.isClearing}
            onOpenChange={setConfirmingClear}
            onConfirm={() => actions.clearAll(() => setConfirmingClear(false))}
          />
        </div>
        <CartSummary items={items} pricesIncludeGst={shopSettings.data?.pricesIncludeGst === true}>
          {deliveryCheck}
        </CartSummary>
      </div>
    </>
  );
}
