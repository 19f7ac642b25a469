import { hasPriceRange } from "@shared/price-comparison";
import type { ProductSummary } from "@shared/schemas/catalog";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { cn } from "@/lib/cn";
import { discountPercent } from "../lib/product-pricing";
import { PriceTag } from "./price-tag";
import { ProductCardButtons } from "./product-card-buttons";
import { ProductImage } from "./product-image";
import { StarRating } from "./star-rating";
import { WishlistButton } from "./wishlist-button";

/** What a signed-in shopper's buttons do; the page wires them to the cart and wishlist. */
export interface ProductCardActions {
  /** Settles when done: the button reads 'Adding...' meanwhile. */
  onAddToCart?: (product: ProductSummary) => Promise<unknown>;
  /** Settles when done: the button reads 'Buying...' meanwhile. */
  onBuyNow?: (product: ProductSummary) => Promise<unknown>;
  /** Adds (isInWishlist false) or removes; resolves true on success. */
  onToggleWishlist?: (product: ProductSummary, isInWishlist: boolean) => Promise<boolean>;
}

interface ProductCardProps extends ProductCardActions {
  product: ProductSummary;
  /** A card of the first row: its image loads at once instead of lazily. */
  priority?: boolean;
  /** The heart starts filled (the wishlist page). */
  initialInWishlist?: boolean;
  /** Bulk Add mode: a checkbox to choose the product. */
  selection?: { selected: boolean; onSelectedChange: (selected: boolean) => void };
}

export const CARD_IMAGE_SIZE = 400;

/** A product in a list (products page, home page, wishlist): picture, name, brand, rating, price, actions. */
export function ProductCard({ product, priority = false, initialInWishlist, selection, onAddToCart, onBuyNow, onToggleWishlist }: ProductCardProps) {
  const { isAuthenticated } = useCurrentUser();
  const nameId = useId();
  const href = product.matchedVariantId === undefined ? paths.product.href(product.slug) : paths.productVariant.href(product.slug, product.matchedVariantId);
  const inStock = product.stockQuantity > 0;
  const discount = discountPercent(product.price, product.salePrice, product.mrp);

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        "@container relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs transition-shadow hover:shadow-md",
        selection?.selected && "border-primary ring-2 ring-primary",
      )}
    >
      {selection ? (
        <label className="flex cursor-pointer items-center gap-2 border-b border-border bg-muted/50 px-3 py-2 text-sm font-medium">
          <Checkbox
            checked={selection.selected}
            disabled={!inStock || product.hasOptions}
            onChange={(event) => selection.onSelectedChange(event.target.checked)}
          />
          {!inStock ? "Sold out" : product.hasOptions ? "Choose on its page" : "Select"}
          <span className="sr-only"> {product.name}</span>
        </label>
      ) : null}

      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block bg-white">
          <ProductImage
            src={product.imageUrl}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            className={cn("aspect-square w-full object-contain transition-opacity", !inStock && "opacity-60")}
          />
        </Link>
        {discount !== null ? <Badge className="absolute left-2 top-2 shadow-sm">{discount}% OFF</Badge> : null}
        {!inStock ? (
          <span className="absolute inset-x-0 bottom-0 bg-slate-900/80 py-1.5 text-center text-xs font-bold uppercase tracking-wide text-white">
            Out of Stock
          </span>
        ) : null}
        <WishlistButton
          className="absolute right-2 top-2"
          productName={product.name}
          isSignedIn={isAuthenticated}
          initialInWishlist={initialInWishlist}
          onToggle={onToggleWishlist ? (isInWishlist) => onToggleWishlist(product, isInWishlist) : undefined}
        />
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="truncate text-xs font-medium uppercase tracking-wide text-muted-foreground">{product.brand.name}</p>
        <h3 id={nameId} className="line-clamp-2 min-h-10 text-sm font-semibold leading-5">
          <Link to={href} className="rounded hover:text-primary-strong hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <StarRating rating={product.avgRating} />
          <span>
            ({product.reviewCount}
            <span className="sr-only"> {product.reviewCount === 1 ? "review" : "reviews"}</span>)
          </span>
        </p>
        <PriceTag price={product.price} salePrice={product.salePrice} mrp={product.mrp} from={hasPriceRange(product)} className="mt-auto pt-1" />
        <div className="pt-2">
          <ProductCardButtons
            isSignedIn={isAuthenticated}
            inStock={inStock}
            describedBy={nameId}
            chooseHref={product.hasOptions ? href : undefined}
            onAddToCart={onAddToCart ? () => onAddToCart(product) : undefined}
            onBuyNow={onBuyNow ? () => onBuyNow(product) : undefined}
          />
        </div>
      </div>
    </article>
  );
}
