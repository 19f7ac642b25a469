import { comparePrices, hasPriceRange } from "@shared/price-comparison";
import { decimalToPaise } from "@shared/money";
import type { WishlistItem } from "@shared/schemas/cart";
import { ShoppingCart, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { formatPaise } from "@/lib/format";
import { imageUrl } from "@/lib/image-url";

interface WishlistCardProps {
  item: WishlistItem;
  removing: boolean;
  onRemove: (product: WishlistItem["product"]) => void;
  onAddToCart: (product: WishlistItem["product"]) => Promise<boolean>;
}

/** A saved product: picture with its discount badge (or 'Out of Stock'), price, Add to Cart and Remove. */
export function WishlistCard({ item, removing, onRemove, onAddToCart }: WishlistCardProps) {
  const { product } = item;
  const [adding, setAdding] = useState(false);
  // The original struck through is the MRP when set, else the price; the badge follows it.
  const { pays, original, percentOff: discount } = comparePrices({
    pricePaise: decimalToPaise(product.price) ?? 0,
    salePricePaise: product.salePrice === null ? null : decimalToPaise(product.salePrice),
    mrpPaise: product.mrp === null ? null : decimalToPaise(product.mrp),
  });
  const outOfStock = product.stockQuantity <= 0;

  async function addToCart() {
    setAdding(true);
    await onAddToCart(product);
    setAdding(false);
  }

  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <div className="relative aspect-square bg-muted">
        <Link to={paths.product.href(product.slug)} tabIndex={-1} aria-hidden="true">
          <img src={imageUrl(product.imageUrl, { width: 400, height: 400 })} alt="" width={400} height={400} loading="lazy" className="size-full object-cover" />
        </Link>
        {discount ? <Badge className="absolute left-3 top-3">{discount}% OFF</Badge> : null}
        {outOfStock ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-slate-900/55">
            <span className="rounded-full bg-card px-3 py-1 text-sm font-semibold text-foreground">Out of Stock</span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{product.brand.name}</p>
        <h2 className="text-sm font-semibold leading-snug sm:text-base">
          <Link to={paths.product.href(product.slug)} className="hover:text-primary-strong hover:underline">
            {product.name}
          </Link>
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold">
            {hasPriceRange(product) ? <span className="font-normal text-muted-foreground">from </span> : null}
            {formatPaise(pays)}
          </span>
          {original !== null ? (
            <span className="text-xs text-muted-foreground">
              {product.mrp !== null ? <span aria-hidden="true">MRP </span> : null}
              <del>
                <span className="sr-only">{product.mrp !== null ? "MRP: " : "Original price: "}</span>
                {formatPaise(original)}
              </del>
            </span>
          ) : null}
        </p>
        <div className="mt-auto flex gap-2 pt-3">
          {product.hasOptions && !outOfStock ? (
            <Button asChild variant="outline" className="min-w-0 flex-1 px-2" size="sm">
              <Link to={paths.product.href(product.slug)}>Choose Options</Link>
            </Button>
          ) : (
            <Button className="min-w-0 flex-1 px-2" size="sm" disabled={outOfStock || adding} onClick={addToCart}>
              <ShoppingCart aria-hidden="true" className="max-sm:hidden" />
              {adding ? "Adding..." : "Add to Cart"}
            </Button>
          )}
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={`Remove ${product.name} from wishlist`}
            disabled={removing}
            onClick={() => onRemove(product)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
