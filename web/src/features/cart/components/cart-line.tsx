import type { CartItem } from "@shared/schemas/cart";
import { Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatPaise } from "@/lib/format";
import { imageUrl } from "@/lib/image-url";
import { cartLineTotal, cartUnitPrice } from "@/lib/cart-totals";
import { VariantOptions } from "@/components/variant-options";

interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** One cart line: picture, name, brand, unit price, quantity − / +, line total and Remove. */
export function CartLine({ item, busy, onQuantityChange, onRemove }: CartLineProps) {
  const { product } = item;
  return (
    <li className="flex gap-3 p-4 sm:gap-4 sm:p-5">
      <Link to={paths.product.href(product.slug)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={imageUrl(product.imageUrl, { width: 160, height: 160 })}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          className="size-20 rounded-xl border border-border bg-muted object-cover sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug">
            <Link to={paths.product.href(product.slug)} className="hover:text-primary-strong hover:underline">
              {product.name}
            </Link>
          </h3>
          <VariantOptions options={item.variant.options} className="font-medium text-foreground" />
          <p className="text-sm text-muted-foreground">{product.brand.name}</p>
          <p className="mt-1 text-sm">
            <span className="sr-only">Unit price: </span>
            {formatPaise(cartUnitPrice(product))} <span className="text-muted-foreground">each</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end">
          <div role="group" aria-label={`Quantity of ${product.name}`} className="flex items-center rounded-full border border-border">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Decrease quantity"
              disabled={busy || item.quantity <= 1}
              onClick={() => onQuantityChange(item, item.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <output aria-live="polite" aria-label="Quantity" className="w-9 text-center font-semibold tabular-nums">
              {item.quantity}
            </output>
            <Button variant="ghost" size="icon-sm" aria-label="Increase quantity" disabled={busy} onClick={() => onQuantityChange(item, item.quantity + 1)}>
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <p className="font-bold tabular-nums">
            <span className="sr-only">Line total: </span>
            {formatPaise(cartLineTotal(item))}
          </p>
          <Button variant="ghost" size="sm" className="text-red-700 hover:text-red-800" disabled={busy} onClick={() => onRemove(item)}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
