import { cn } from "@/lib/cn";
import { formatPaise, formatPrice } from "@/lib/format";
import { useShopSettings } from "@/lib/shop-settings";
import { priceComparison } from "../lib/product-pricing";

interface PriceTagProps {
  price: string;
  salePrice: string | null;
  /** The maximum retail price: struck through instead of the price when the product is on sale. */
  mrp?: string | null;
  /** "lg" on the product page. */
  size?: "default" | "lg";
  /** The lowest of several prices (a product's variants): reads "from ₹…". */
  from?: boolean;
  className?: string;
}

/**
 * What the shopper pays, and the original (the MRP when set, else the price) struck through when the
 * product is on sale. Prices include GST unless the shop is set to add it, and then say "+ GST"; the
 * product page's large price says which.
 */
export function PriceTag({ price, salePrice, mrp = null, size = "default", from = false, className }: PriceTagProps) {
  const gstAdded = useShopSettings().data?.pricesIncludeGst === false;
  const compared = priceComparison(price, salePrice, mrp);
  const original = compared?.original ?? null;
  const isMrp = original !== null && mrp !== null;
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2 gap-y-0.5", className)}>
      <span className={cn("font-bold text-foreground", size === "lg" ? "text-3xl" : "text-base")}>
        {from ? <span className="font-normal text-muted-foreground">from </span> : null}
        {original !== null ? <span className="sr-only">Sale price: </span> : null}
        {compared ? formatPaise(compared.pays) : formatPrice(price)}
      </span>
      {gstAdded ? <span className={cn("font-medium text-foreground", size === "lg" ? "text-base" : "text-xs")}>+ GST</span> : null}
      {original !== null ? (
        <span className={cn("text-muted-foreground", size === "lg" ? "text-lg" : "text-xs")}>
          {isMrp ? <span aria-hidden="true">MRP </span> : null}
          <del>
            <span className="sr-only">{isMrp ? "MRP: " : "Original price: "}</span>
            {formatPaise(original)}
          </del>
        </span>
      ) : null}
      {size === "lg" ? <span className="basis-full text-xs text-muted-foreground">{gstAdded ? "GST is added at checkout" : "Inclusive of all taxes"}</span> : null}
    </p>
  );
}
