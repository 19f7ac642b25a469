import type { AdminProduct } from "@shared/schemas/admin-products";
import { decimalToPaise, formatRupees } from "@shared/money";
import { Copy, Eye, Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { imageUrl } from "@/lib/image-url";

interface ProductRowProps {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  onDuplicate: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

function priceText(product: AdminProduct): string {
  return formatRupees(decimalToPaise(product.salePrice ?? product.price) ?? 0);
}

/** One product of the list: picture, name, badges, facts and its actions. */
export function ProductRow({ product, onEdit, onDuplicate, onDelete }: ProductRowProps) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-4" aria-label={product.name}>
      <div className="flex min-w-0 flex-1 items-start gap-3 sm:items-center sm:gap-4">
        <img
          src={imageUrl(product.imageUrl, { width: 64, height: 64 })}
          alt={product.name}
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-xl border border-border object-cover"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 break-words font-semibold leading-tight">{product.name}</h3>
            <Badge variant={product.isActive ? "green" : "red"}>{product.isActive ? "Active" : "Inactive"}</Badge>
            {product.isFeatured ? <Badge variant="purple">Featured</Badge> : null}
          </div>
          <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground">
            <div className="flex gap-1">
              <dt>SKU:</dt>
              <dd>{product.sku ?? "N/A"}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Stock:</dt>
              <dd>{product.stockQuantity}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Price:</dt>
              <dd className="font-semibold text-foreground">{priceText(product)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Brand:</dt>
              <dd>{product.brand.name}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Category:</dt>
              <dd>{product.category.name}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="flex shrink-0 gap-1 self-end sm:self-center">
        <Button asChild variant="ghost" size="icon-sm">
          <a href={paths.product.href(product.slug)} target="_blank" rel="noreferrer" aria-label={`View ${product.name} in the shop`}>
            <Eye aria-hidden="true" />
          </a>
        </Button>
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon-sm" aria-label={`Duplicate ${product.name}`} onClick={() => onDuplicate(product)}>
          <Copy aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon-sm" className="text-destructive" aria-label={`Delete ${product.name}`} onClick={() => onDelete(product)}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
