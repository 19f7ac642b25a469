import type { ProductFormInput } from "@shared/schemas/admin-products";
import { slugify } from "@shared/slug";

export type BulkParseResult =
  | { ok: true; products: ProductFormInput[] }
  | { ok: false; title: string; description: string };

function stockOf(text: string | undefined): number {
  const value = Number(text?.trim());
  return text !== undefined && text.trim() !== "" && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/**
 * The bulk-add text (see docs/product/admin-products.md#bulk-add): one product per line, "name, price, categoryId, brandId[, stockQuantity[,
 * description]]". Blank lines are skipped; a line with fewer than 4 fields stops the whole batch.
 * Each product gets a slug from its name, is active, not featured, with no images or videos.
 */
export function parseBulkProducts(text: string): BulkParseResult {
  try {
    const products: ProductFormInput[] = [];
    const lines = text.split(/\r?\n/);
    for (const [index, line] of lines.entries()) {
      if (line.trim() === "") continue;
      const fields = line.split(",").map((field) => field.trim());
      if (fields.length < 4) {
        return { ok: false, title: "Invalid Format", description: `Line ${index + 1}: Minimum 4 fields required (name,price,categoryId,brandId)` };
      }
      const [name = "", price = "", categoryId = "", brandId = "", stock, ...rest] = fields;
      const description = rest.join(", ").trim();
      products.push({
        name,
        slug: slugify(name),
        price,
        categoryId,
        brandId,
        stockQuantity: stockOf(stock),
        description: description || undefined,
        isActive: true,
        isFeatured: false,
        images: [],
        videos: [],
      });
    }
    if (products.length === 0) return { ok: false, title: "No Products", description: "No valid products found in the input." };
    return { ok: true, products };
  } catch {
    return { ok: false, title: "Error", description: "Failed to parse product data. Please check the format." };
  }
}
