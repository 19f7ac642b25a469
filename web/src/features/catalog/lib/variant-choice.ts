import { sameOptionText } from "@shared/option-words";
import type { ProductDetail, ProductVariant } from "@shared/schemas/catalog";

type Options = Readonly<Record<string, string>>;

const inStock = (variant: ProductVariant) => variant.stockQuantity > 0;
const hasAll = (variant: ProductVariant, options: Options) =>
  Object.entries(options).every(([name, value]) => variant.options[name] !== undefined && sameOptionText(variant.options[name], value));

/** The first in stock, else the first: what a page shows before the shopper chooses. */
function firstChoice(variants: readonly ProductVariant[]): ProductVariant | undefined {
  return variants.find(inStock) ?? variants[0];
}

/**
 * The variant a product page opens with, from its address: `?variant=<id>`, else option values by
 * option name (`?size=m`, letters in any case), else the first variant in stock.
 */
export function variantFromAddress(product: ProductDetail, search: string): ProductVariant | undefined {
  const params = new URLSearchParams(search);
  const byId = product.variants.find((variant) => String(variant.id) === params.get("variant"));
  if (byId) return byId;
  const asked: Record<string, string> = {};
  for (const option of product.options) {
    const value = params.get(option.name.toLowerCase());
    if (value) asked[option.name] = value;
  }
  const matching = Object.keys(asked).length > 0 ? product.variants.filter((variant) => hasAll(variant, asked)) : product.variants;
  return firstChoice(matching) ?? firstChoice(product.variants);
}

/**
 * The variant a tap on `value` of option `name` leads to: the same values for the other options when
 * that one exists and is in stock, else the first in stock with `value`, else any with it.
 */
export function variantPicking(product: ProductDetail, chosen: ProductVariant, name: string, value: string): ProductVariant | undefined {
  const withValue = product.variants.filter((variant) => variant.options[name] === value);
  const exact = withValue.find((variant) => hasAll(variant, { ...chosen.options, [name]: value }));
  if (exact && inStock(exact)) return exact;
  return withValue.find(inStock) ?? exact ?? withValue[0];
}

/** A value is sold out when every variant that has it is. */
export function valueSoldOut(product: ProductDetail, name: string, value: string): boolean {
  return !product.variants.some((variant) => variant.options[name] === value && inStock(variant));
}

/** The product as the chosen variant sells it: its prices, stock, code and (when it has its own) pictures. */
export function productAsVariant(product: ProductDetail, variant: ProductVariant | undefined): ProductDetail {
  if (!variant) return product;
  const pictures = variant.images.length > 0 ? { images: variant.images, imageUrl: variant.images[0] ?? null } : {};
  return {
    ...product,
    sku: variant.sku,
    price: variant.price,
    salePrice: variant.salePrice,
    mrp: variant.mrp,
    discountPercentage: variant.discountPercentage,
    stockQuantity: variant.stockQuantity,
    declarations: { ...product.declarations, netQuantity: variant.netQuantity, netQuantityUnit: variant.netQuantityUnit },
    ...pictures,
  };
}

/** The product page's address with this variant chosen (other parameters, such as the quantity, kept). */
export function addressWithVariant(pathname: string, search: string, product: ProductDetail, variantId: number): string {
  const params = new URLSearchParams(search);
  for (const option of product.options) params.delete(option.name.toLowerCase());
  params.set("variant", String(variantId));
  return `${pathname}?${params.toString()}`;
}
