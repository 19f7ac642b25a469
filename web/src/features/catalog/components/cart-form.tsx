import type { ReactNode, Ref } from "react";
import { useLocation } from "react-router";
import { FORM_AWAITING_APP } from "@/lib/forms-awaiting-app";
import { useHydrated } from "@/lib/use-hydrated";

/** Where Add to Cart and Buy Now send a product when the page's script has not run (server/modules/cart/cart-forms.routes.ts). */
const CART_FORM_ACTION = "/cart";

interface CartFormProps {
  /** For the variant picker's radios, which sit outside the form and belong to it by this id. */
  id?: string;
  productId: number;
  quantity: number;
  className?: string;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A plain form around Add to Cart and Buy Now (submit buttons; Buy Now names `next=checkout`): before the
 * page's script runs, or without it, the browser sends it, with the variant picker's values
 * (`option[Size]=M`), and the server adds the product, then shows the cart or checkout, or comes back
 * here with its refusal. With the script, the buttons' own handlers run instead and nothing is sent
 * this way (a tap while the page is being taken over waits for them).
 */
export function CartForm({ id, productId, quantity, className, ref, children }: CartFormProps) {
  const { pathname, search } = useLocation();
  const awaitingApp = { [FORM_AWAITING_APP]: useHydrated() ? "ready" : "waiting" };
  return (
    <form ref={ref} id={id} method="post" action={CART_FORM_ACTION} className={className} {...awaitingApp}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value={quantity} />
      <input type="hidden" name="returnUrl" value={pathname + search} />
      {children}
    </form>
  );
}

/** The quantity a product page opens with: `?quantity=` (minus and plus without the script link to it), from 1 to the stock. */
export function quantityFromAddress(search: string, stock: number): number {
  const asked = Number(new URLSearchParams(search).get("quantity"));
  if (!Number.isInteger(asked) || asked < 1) return 1;
  return Math.min(asked, Math.max(1, stock));
}

/** The product page's address with another quantity (1 is the page's own address). */
export function addressWithQuantity(pathname: string, search: string, quantity: number): string {
  const params = new URLSearchParams(search);
  if (quantity > 1) params.set("quantity", String(quantity));
  else params.delete("quantity");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
