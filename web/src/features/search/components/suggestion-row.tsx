import { comparePrices } from "@shared/price-comparison";
import { decimalToPaise } from "@shared/money";
import type { SuggestedCategory, SuggestedProduct } from "@shared/schemas/search-suggest";
import { LayoutGrid, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { formatPaise } from "@/lib/format";
import { imageUrl } from "@/lib/image-url";
import type { SuggestionOption } from "../lib/suggestion-options";

const THUMBNAIL = { width: 80, height: 80 };

/** What one suggestion shows: a product's picture, name and price; a brand's or a category's name. */
export function SuggestionRow({ option }: { option: SuggestionOption }) {
  if (option.kind === "product") return <ProductRow product={option.product} />;
  if (option.kind === "brand") return <NamedRow icon={<Tag aria-hidden="true" className="size-4" />} name={option.brand.name} />;
  return <NamedRow icon={<LayoutGrid aria-hidden="true" className="size-4" />} name={option.category.name} place={categoryPlace(option.category)} />;
}

/** "in Diapering" for a subcategory of Diapering; nothing for a category. */
function categoryPlace(category: SuggestedCategory): string | undefined {
  return category.kind === "subcategory" && category.parentName ? `in ${category.parentName}` : undefined;
}

function ProductRow({ product }: { product: SuggestedProduct }) {
  // The original struck through is the MRP when set, else the price.
  const { pays, original } = comparePrices({
    pricePaise: decimalToPaise(product.price) ?? 0,
    salePricePaise: product.salePrice === null ? null : decimalToPaise(product.salePrice),
    mrpPaise: product.mrp === null ? null : decimalToPaise(product.mrp),
  });
  return (
    <>
      <img
        src={imageUrl(product.imageUrl, THUMBNAIL)}
        alt=""
        width={THUMBNAIL.width}
        height={THUMBNAIL.height}
        decoding="async"
        className={cn("size-10 shrink-0 rounded-lg border border-border bg-white object-contain", !product.inStock && "opacity-60")}
      />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm leading-snug text-foreground">{product.name}</span>
        <span className="mt-0.5 flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-semibold text-foreground">{formatPaise(pays)}</span>
          {original !== null ? (
            <del className="text-muted-foreground">
              <span className="sr-only">{product.mrp !== null ? "MRP: " : "Original price: "}</span>
              {formatPaise(original)}
            </del>
          ) : null}
          {product.inStock ? null : <span className="text-muted-foreground">Sold out</span>}
        </span>
      </span>
    </>
  );
}

function NamedRow({ icon, name, place }: { icon: ReactNode; name: string; place?: string }) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">{icon}</span>
      <span className="min-w-0 flex-1 truncate text-sm text-foreground">
        {name}
        {place ? <span className="text-muted-foreground"> {place}</span> : null}
      </span>
    </>
  );
}
