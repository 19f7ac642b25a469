import { productCode } from "@shared/product-code";
import type { ProductDetail } from "@shared/schemas/catalog";

/** Product Code, Brand, Category, and Subcategory and Size when the product has them; 'N/A' for a missing value. */
export function ProductSpecifications({ product }: { product: ProductDetail }) {
  const rows: Array<[string, string | null | undefined]> = [
    ["Product Code", productCode(product.sku)],
    ["Brand", product.brand.name],
    ["Category", product.category.name],
  ];
  if (product.subcategory) rows.push(["Subcategory", product.subcategory.name]);
  if (product.size?.trim()) rows.push(["Size", product.size]);

  return (
    <dl className="max-w-2xl divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[8rem_1fr] gap-4 px-4 py-3 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">{label}</dt>
          <dd className="text-muted-foreground">{value?.trim() || "N/A"}</dd>
        </div>
      ))}
    </dl>
  );
}
