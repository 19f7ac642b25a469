import { mrpRefusal } from "@shared/declarations";
import { decimalToPaise } from "@shared/money";
import { salePriceFromDiscount } from "@shared/pricing";
import { declarationIssues } from "@shared/schemas/admin-products";
import type { VariantForm } from "@shared/schemas/admin-variants";
import { variantLabel } from "@shared/variant-label";
import { AppError } from "../../errors";
import type { VariantValues } from "./admin-variants.repo";

/** What a variant's prices are held to: the shop's PRICES_INCLUDE_GST, the product's GST rate, and whether it is on sale. */
export interface VariantPricing {
  pricesIncludeGst: boolean;
  gstRate: number;
  productOnSale: boolean;
}

/** "For Size: M, the selling price…": a message about one variant, naming it when it has options. */
export function aboutVariant(options: Record<string, string>, message: string): string {
  const label = variantLabel(options);
  return label ? `For ${label}, ${message.charAt(0).toLowerCase()}${message.slice(1)}` : message;
}

/**
 * The row the form's variant at `index` becomes, with what the server decides itself: its sale price
 * from its discount (as the product form does), its position. Refused, naming the field, when a variant
 * on sale of a product on sale would be given away, or when its selling price, with GST where prices
 * exclude it, would exceed its MRP.
 */
export function variantValues(form: VariantForm, index: number, optionNames: readonly string[], pricing: VariantPricing): VariantValues {
  const field = (name: string) => `variants.${index}.${name}`;
  const options = Object.fromEntries(optionNames.map((name) => [name, form.options[name]!]));
  const pricePaise = decimalToPaise(form.price)!;
  const discount = Number(form.discountPercentage ?? 0);
  const salePricePaise = salePriceFromDiscount(pricePaise, discount);
  const mrpPaise = form.mrp ? decimalToPaise(form.mrp)! : null;
  if (pricing.productOnSale && form.isActive) {
    if (pricePaise === 0) throw new AppError("invalid_input", aboutVariant(options, "A variant on sale needs a price above ₹0"), { field: field("price") });
    if (salePricePaise === 0) {
      throw new AppError("invalid_input", aboutVariant(options, "A variant on sale needs a price above ₹0 after its discount"), { field: field("discountPercentage") });
    }
  }
  const refusal = mrpRefusal(salePricePaise ?? pricePaise, mrpPaise, pricing);
  if (refusal) throw new AppError("invalid_input", aboutVariant(options, refusal), { field: field("mrp") });
  const [quantityIssue] = declarationIssues({ netQuantity: form.netQuantity, netQuantityUnit: form.netQuantityUnit });
  if (quantityIssue) throw new AppError("invalid_input", aboutVariant(options, quantityIssue.message), { field: field(quantityIssue.path) });
  return {
    position: index + 1,
    optionValues: options,
    sku: form.sku ?? null,
    pricePaise,
    salePricePaise,
    discountPercent: discount.toFixed(2),
    mrpPaise,
    stockQuantity: form.stockQuantity,
    netQuantity: form.netQuantity ?? null,
    netQuantityUnit: form.netQuantityUnit ?? null,
    images: form.images,
    isActive: form.isActive,
  };
}
