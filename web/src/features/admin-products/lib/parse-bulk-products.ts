import type { ProductFormInput } from "@shared/schemas/admin-products";
import { slugify } from "@shared/slug";

export type BulkParseResult =
  | { ok: true; products: ProductFormInput[]; /** The text line (from 1) each product came from. */ lines: number[] }
  | { ok: false; title: string; description: string };

/** The ids the shop has, when the dialog knows them: a line naming another is refused before anything is sent. */
export interface KnownIds {
  categoryIds: ReadonlySet<number>;
  brandIds: ReadonlySet<number>;
}

/** The stock field: left out, empty or not a number is 0, as the spec has it; a number is sent as it is (the server refuses a fraction or a negative). */
function stockOf(text: string | undefined): number {
  const value = Number(text?.trim());
  return text !== undefined && text.trim() !== "" && Number.isFinite(value) ? value : 0;
}

/** "Line 3: unknown category 9999" when the id is a number the shop does not have. */
function unknownId(kind: "category" | "brand", text: string, known: ReadonlySet<number> | undefined, line: number): BulkParseResult | null {
  if (!known || !/^\d+$/.test(text) || known.has(Number(text))) return null;
  return { ok: false, title: kind === "category" ? "Unknown Category" : "Unknown Brand", description: `Line ${line}: unknown ${kind} ${text}` };
}

/**
 * The bulk-add text (see docs/product/admin-products.md#bulk-add): one product per line, "name, price, categoryId, brandId[, stockQuantity[,
 * description]]". Blank lines are skipped; a line with fewer than 4 fields, naming a category or brand the shop does not have, or whose
 * name makes the slug of an earlier line stops the whole batch. Each product gets a slug from its name, is active, not featured, with no
 * images or videos.
 */
export function parseBulkProducts(text: string, known?: KnownIds): BulkParseResult {
  try {
    const products: ProductFormInput[] = [];
    const lines: number[] = [];
    const lineOfSlug = new Map<string, number>();
    for (const [index, line] of text.split(/\r?\n/).entries()) {
      if (line.trim() === "") continue;
      const fields = line.split(",").map((field) => field.trim());
      if (fields.length < 4) {
        return { ok: false, title: "Invalid Format", description: `Line ${index + 1}: Minimum 4 fields required (name,price,categoryId,brandId)` };
      }
      const [name = "", price = "", categoryId = "", brandId = "", stock, ...rest] = fields;
      const refused = unknownId("category", categoryId, known?.categoryIds, index + 1) ?? unknownId("brand", brandId, known?.brandIds, index + 1);
      if (refused) return refused;
      const stockQuantity = stockOf(stock);
      const description = rest.join(", ").trim();
      const slug = slugify(name);
      const twin = lineOfSlug.get(slug);
      if (slug && twin !== undefined) {
        return { ok: false, title: "Duplicate Product", description: `Line ${index + 1}: the same slug as line ${twin} (${slug})` };
      }
      lineOfSlug.set(slug, index + 1);
      products.push({
        name,
        slug,
        price,
        categoryId,
        brandId,
        stockQuantity,
        description: description || undefined,
        isActive: false,
        isFeatured: false,
        images: [],
        videos: [],
      });
      lines.push(index + 1);
    }
    if (products.length === 0) return { ok: false, title: "No Products", description: "No valid products found in the input." };
    return { ok: true, products, lines };
  } catch {
    return { ok: false, title: "Error", description: "Failed to parse product data. Please check the format." };
  }
}

/**
 * What the server said of a refused batch, told by text line: field "products.3.price" and message "products.3.price: Invalid
 * price" → "Line 5 (price): Invalid price". Null when it named no product.
 */
export function bulkErrorDetail(field: string | undefined, message: string | undefined, lines: readonly number[]): string | null {
  const match = /^products\.(\d+)(?:\.(\w+))?/.exec(field ?? "");
  const line = match ? lines[Number(match[1])] : undefined;
  const said = message?.replace(/^products\.\d+(?:\.\w+)*: /, "");
  if (line === undefined) return said ?? null;
  const where = `Line ${line}${match?.[2] ? ` (${match[2]})` : ""}`;
  return said ? `${where}: ${said}` : where;
}
