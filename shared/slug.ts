/**
 * The slug rule (see docs/product/admin-products.md): lower-case, trimmed, drop everything but letters, digits,
 * underscore, whitespace and hyphen, collapse runs of whitespace/underscore/hyphen into one hyphen,
 * strip leading and trailing hyphens.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9_\s-]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
