import type { AdminProduct } from "@shared/schemas/admin-products";
import { decimalToPaise, formatRupees } from "@shared/money";
import { Copy, Eye, Layers, Pencil, Send, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { imageUrl } from "@/lib/image-url";
import { usePublishProduct } from "../api/publish-product";

interface ProductRowProps {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  onVariants: (product: AdminProduct) => void;
  onDuplicate: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

function priceText(product: AdminProduct): string {
  return formatRupees(decimalToPaise(product.salePrice ?? product.price) ?? 0);
}

/** Puts a draft on sale, from its row. */
function PublishButton({ product }: { product: AdminProduct }) {
  const publish = usePublishProduct();
  // Awaited, not callbacks given to mutate(): once the list shows the product active this button is gone,
  // and React Query calls no callback of a component that has left.
  async function click() {
    try {
      await publish.mutateAsync(product.id);
      toast({ title: "Product Published", description: `${product.name} is now in the shop.` });
    } catch (error) {
      if (isUnauthorizedError(error)) return;
      toast({ title: "Not Published", description: errorMessage(error, "Failed to publish product. Please try again."), variant: "destructive" });
    }
  }
  return (
    <Button variant="outline" size="sm" className="h-8" onClick={() => void click()} disabled={publish.isPending} aria-label={`Publish ${product.name}`}>
      <Send aria-hidden="true" />
      {publish.isPending ? "Publishing..." : "Publish"}
    </Button>
  );
}

/** One product of the list: picture, name, badges, facts and its actions (Publish for a draft). */
export function ProductRow({ product, onEdit, onVariants, onDuplicate, onDelete }: ProductRowProps) {
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
            <Badge variant={product.isActive ? "green" : "yellow"}>{product.isActive ? "Active" : "Draft"}</Badge>
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
      <div className="flex shrink-0 items-center gap-1 self-end sm:self-center">
        {product.isActive ? null : <PublishButton product={product} />}
        <Button asChild variant="ghost" size="icon-sm">
          <a href={paths.product.href(product.slug)} target="_blank" rel="noreferrer" aria-label={`View ${product.name} in the shop`}>
            <Eye aria-hidden="true" />
          </a>
        </Button>
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon-sm" aria-label={`Options and variants of ${product.name}`} title="Options and variants" onClick={() => onVariants(product)}>
          <Layers aria-hidden="true" />
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
