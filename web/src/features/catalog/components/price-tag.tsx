import { cn } from "@/lib/cn";
import { formatPrice } from "@/lib/format";
import { isOnSale } from "../lib/product-pricing";

interface PriceTagProps {
  price: string;
  salePrice: string | null;
  /** "lg" on the product page. */
  size?: "default" | "lg";
  className?: string;
}

/** What the shopper pays, and the original price struck through when the product is on sale. */
export function PriceTag({ price, salePrice, size = "default", className }: PriceTagProps) {
  const onSale = isOnSale(price, salePrice);
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2 gap-y-0.5", className)}>
      <span className={cn("font-bold text-foreground", size === "lg" ? "text-3xl" : "text-base")}>
        {onSale ? <span className="sr-only">Sale price: </span> : null}
        {formatPrice(onSale ? salePrice : price)}
      </span>
      {onSale ? (
        <del className={cn("text-muted-foreground", size === "lg" ? "text-lg" : "text-xs")}>
          <span className="sr-only">Original price: </span>
          {formatPrice(price)}
        </del>
      ) : null}
    </p>
  );
}
