import { salePriceFromDiscount } from "@shared/pricing";
import type { productVariants } from "../schema/catalog";
import type { OptionSeed, OptionValueSeed, ProductLine } from "./catalogue-types";
import { demoBestBeforeMonths } from "./data/declarations";
import { netQuantityOf } from "./demo-declarations";
import { drawMrp, priceBeforeGst, shopRupees } from "./demo-prices";
import { randomFor, type Random } from "./random";

export type DemoVariantRow = Omit<typeof productVariants.$inferInsert, "productId">;

/** A product sold in variants: its options, as the product page shows them, and one variant per combination. */
export interface DemoVariants {
  options: readonly OptionSeed[];
  variants: DemoVariantRow[];
}

/** What the variants share with their product. */
export interface VariantBasis {
  /** The product's price before its options' factors, in rupees. */
  baseRupees: number;
  discountPercent: number;
  gstRate: number;
  pricesIncludeGst: boolean;
  sku: string;
  createdAt: Date;
}

/** Its own stream, so the variants leave every other drawn value of the catalogue as it was. */
const VARIANT_STREAM = 31;
const SOLD_OUT_SHARE = 1 / 8;

/**
 * The variants of the catalogue's product number `index`, a line with options: every combination of the
 * options' values, in their order, each priced by its values' factors and with its own SKU, MRP, stock
 * and net quantity. Always the same for the same number.
 */
export function buildDemoVariants(index: number, line: ProductLine, basis: VariantBasis): DemoVariants {
  const options = line.options ?? [];
  const random = randomFor(VARIANT_STREAM, index);
  const consumable = demoBestBeforeMonths[line.type] !== undefined;
  const variants = combinations(options).map((values, offset): DemoVariantRow => {
    const factor = values.reduce((product, value) => product * value.priceFactor, 1);
    const shopPricePaise = shopRupees(basis.baseRupees * factor) * 100;
    const pricePaise = basis.pricesIncludeGst ? shopPricePaise : priceBeforeGst(shopPricePaise, basis.gstRate);
    return {
      position: offset + 1,
      optionValues: Object.fromEntries(values.map((value, at) => [options[at]!.name, value.value])),
      sku: [basis.sku, ...values.map((value) => value.code)].join("-"),
      pricePaise,
      salePricePaise: salePriceFromDiscount(pricePaise, basis.discountPercent),
      discountPercent: basis.discountPercent.toFixed(2),
      mrpPaise: drawMrp(random, shopPricePaise),
      stockQuantity: variantStock(random),
      ...netQuantityOfVariant(line, values, consumable),
      createdAt: basis.createdAt,
      updatedAt: basis.createdAt,
    };
  });
  return { options, variants };
}

/** Every combination of one value per option, the first option's values outermost. */
function combinations(options: readonly OptionSeed[]): OptionValueSeed[][] {
  return options.reduce<OptionValueSeed[][]>((rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])), [[]]);
}

/** About one variant in eight sold out, a few nearly gone, the rest in stock. */
function variantStock(random: Random): number {
  const roll = random.next();
  if (roll < SOLD_OUT_SHARE) return 0;
  if (roll < SOLD_OUT_SHARE + 0.08) return random.integer(1, 5);
  return random.integer(6, 120);
}

/** What one pack holds (a value's "200 ml", else the line's "72 Count"), times the packs chosen. */
function netQuantityOfVariant(line: ProductLine, values: readonly OptionValueSeed[], consumable: boolean): Pick<DemoVariantRow, "netQuantity" | "netQuantityUnit"> {
  const contents = values.find((value) => value.contents)?.contents ?? line.contents ?? "";
  const packs = values.reduce((count, value) => count * (value.packs ?? 1), 1);
  const { netQuantity, netQuantityUnit } = netQuantityOf({ line, brand: "", variant: contents }, consumable);
  return { netQuantity: String(Number(netQuantity) * packs), netQuantityUnit };
}
