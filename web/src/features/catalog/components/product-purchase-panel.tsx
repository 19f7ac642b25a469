import type { ProductDetail, ProductVariant } from "@shared/schemas/catalog";
import { Heart, ShoppingBag, ShoppingCart } from "lucide-react";
import { lazy, type MouseEvent, type ReactNode, Suspense, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { FormReturnNote } from "@/components/form-return-note";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { goToLogin, LOGIN_REDIRECT_DELAY_MS } from "@/lib/login-redirect";
import { cn } from "@/lib/cn";
import { lazyPart } from "@/lib/lazy-part";
import { useFormReturn } from "@/lib/use-form-return";
import { useScrolledPast } from "@/lib/use-scrolled-past";
import { discountPercent } from "../lib/product-pricing";
import { formatRating } from "../lib/rating";
import { addressWithVariant } from "../lib/variant-choice";
import { addressWithQuantity, CartForm, quantityFromAddress } from "./cart-form";
import { VariantPicker } from "./variant-picker";

// The rating, the price, its badge and the delivery promises only show what the server wrote, and the quantity
// does nothing until tapped: the page sent by the server keeps them as they are, without their code,
// until the shopper touches them.
const StarRating = lazyPart(() => import("./star-rating"), "StarRating", { when: "touched" });
const PriceTag = lazyPart(() => import("./price-tag"), "PriceTag", { when: "touched" });
const QuantitySelector = lazyPart(() => import("./quantity-selector"), "QuantitySelector", { when: "touched" });
const DeliveryNotes = lazyPart(() => import("./delivery-notes"), "DeliveryNotes", { when: "touched" });
const Badge = lazyPart(() => import("@/components/ui/badge"), "Badge", { when: "touched" });

/** The panel's parts, for a page rendered in the browser to fetch while its product loads. */
export const PURCHASE_PANEL_PARTS = [StarRating, PriceTag, QuantitySelector, DeliveryNotes, Badge];

// Rendered only once the buttons have scrolled away, so its code is fetched then.
const StickyPurchaseBar = lazy(() => import("./sticky-purchase-bar").then((module) => ({ default: module.StickyPurchaseBar })));

export interface ProductPageActions {
  onAddToCart: (product: ProductDetail, quantity: number, variant?: ProductVariant) => Promise<unknown>;
  onBuyNow: (product: ProductDetail, quantity: number, variant?: ProductVariant) => Promise<unknown>;
  onToggleWishlist: (product: ProductDetail, isInWishlist: boolean) => Promise<boolean>;
}

const LOGIN_MESSAGES = {
  cart: "Please login to add items to cart.",
  buy: "Please login to proceed with purchase.",
  wishlist: "Please login to manage your wishlist.",
} as const;

/** A visitor is told to log in, then sent to the login endpoint after half a second. */
function askToLogIn(reason: keyof typeof LOGIN_MESSAGES) {
  toast({ title: "Login Required", description: LOGIN_MESSAGES[reason], variant: "destructive" });
  setTimeout(goToLogin, LOGIN_REDIRECT_DELAY_MS);
}

type Pending = "cart" | "buy" | "wishlist" | null;

/**
 * Brand, name, rating, price, stock, the variant picker, quantity, Add to Cart, Buy Now, the wishlist
 * heart, delivery notes. `product` shows the chosen `variant`'s prices and stock (lib/variant-choice.ts).
 */
export function ProductPurchasePanel({
  product,
  variant,
  deliveryCheck,
  onAddToCart,
  onBuyNow,
  onToggleWishlist,
}: { product: ProductDetail; variant: ProductVariant | undefined; deliveryCheck?: ReactNode } & ProductPageActions) {
  const { isAuthenticated } = useCurrentUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const cartFormId = useId();
  const [asked, setQuantity] = useState(() => quantityFromAddress(search, product.stockQuantity));
  // Another variant may have less in stock than the quantity asked for this one.
  const quantity = Math.min(asked, Math.max(1, product.stockQuantity));
  const refusal = useFormReturn("cart");
  const [inWishlist, setInWishlist] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const inStock = product.stockQuantity > 0;
  const discount = discountPercent(product.price, product.salePrice, product.mrp);
  const buttonsRef = useRef<HTMLFormElement>(null);
  const buttonsScrolledAway = useScrolledPast(buttonsRef);

  async function run(kind: Exclude<Pending, null>, action: () => Promise<unknown>) {
    if (!isAuthenticated) return askToLogIn(kind);
    if (pending) return;
    setPending(kind);
    try {
      await action();
    } finally {
      setPending(null);
    }
  }

  const chosenVariant = product.options.length > 0 ? variant : undefined;
  const addToCart = () => run("cart", () => onAddToCart(product, quantity, chosenVariant));
  const buyNow = () => run("buy", () => onBuyNow(product, quantity, chosenVariant));
  const chooseVariant = (next: ProductVariant) => void navigate(addressWithVariant(pathname, search, product, next.id), { replace: true, preventScrollReset: true });
  // With the script, the buttons act here; the form underneath is for a page whose script has not run.
  const byScript = (action: () => unknown) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    void action();
  };
  const toggleWishlist = () =>
    run("wishlist", async () => {
      if (await onToggleWishlist(product, inWishlist)) setInWishlist(!inWishlist);
    });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link
          to={paths.productsByBrand.href(product.brand.slug)}
          className="text-sm font-semibold uppercase tracking-wide text-primary-strong hover:underline"
        >
          {product.brand.name}
        </Link>
        <h1 className="mt-1 text-2xl font-extrabold leading-tight tracking-tight sm:text-3xl">{product.name}</h1>
        <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          <StarRating rating={product.avgRating} starClassName="size-4" />
          <span>
            {formatRating(product.avgRating)} ({product.reviewCount} {product.reviewCount === 1 ? "review" : "reviews"})
          </span>
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <PriceTag price={product.price} salePrice={product.salePrice} mrp={product.mrp} size="lg" />
        {discount !== null ? <Badge>{`${discount}% OFF`}</Badge> : null}
      </div>

      {product.shortDescription ? <p className="text-base leading-relaxed text-muted-foreground">{product.shortDescription}</p> : null}

      <p className={cn("text-sm font-semibold", inStock ? "text-accent-foreground" : "text-destructive")}>
        {inStock ? `In Stock: ${product.stockQuantity} available` : "Out of Stock"}
      </p>

      {chosenVariant ? <VariantPicker product={product} chosen={chosenVariant} onChoose={chooseVariant} form={cartFormId} /> : null}

      <QuantitySelector
        value={quantity}
        max={Math.max(1, product.stockQuantity)}
        onChange={setQuantity}
        disabled={!inStock}
        hrefFor={(value) => addressWithQuantity(pathname, search, value)}
      />

      <FormReturnNote formReturn={refusal} />

      <CartForm ref={buttonsRef} id={cartFormId} productId={product.id} quantity={quantity} className="flex gap-2 sm:gap-3">
        <Button type="submit" worksWithoutScript size="lg" className="flex-1 px-4" disabled={!inStock || pending === "cart" || pending === "buy"} onClick={byScript(addToCart)}>
          <ShoppingCart aria-hidden="true" />
          {pending === "cart" ? "Adding..." : "Add to Cart"}
        </Button>
        <Button
          type="submit"
          worksWithoutScript
          name="next"
          value="checkout"
          size="lg"
          variant="secondary"
          className="flex-1 px-4"
          disabled={!inStock || pending === "cart" || pending === "buy"}
          onClick={byScript(buyNow)}
        >
          <ShoppingBag aria-hidden="true" />
          {pending === "buy" ? "Buying..." : "Buy Now"}
        </Button>
        <Button
          size="icon"
          variant="outline"
          className={cn("size-12", inWishlist && "text-primary")}
          aria-label={inWishlist ? "Remove from Wishlist" : "Add to Wishlist"}
          aria-pressed={isAuthenticated ? inWishlist : undefined}
          disabled={pending === "wishlist"}
          onClick={toggleWishlist}
        >
          <Heart aria-hidden="true" className={cn("size-5!", inWishlist && "fill-current")} />
        </Button>
      </CartForm>

      {deliveryCheck}
      <DeliveryNotes />
      {buttonsScrolledAway ? (
        <Suspense fallback={null}>
          <StickyPurchaseBar product={product} pending={pending} onAddToCart={addToCart} onBuyNow={buyNow} />
        </Suspense>
      ) : null}
    </div>
  );
}
