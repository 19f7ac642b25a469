import type { products } from "../schema/catalog";
import { demoBestBeforeMonths, demoImporters, demoManufacturers, demoPacker, type DemoMaker, importedBrands } from "./data/declarations";
import { drawMrp } from "./demo-prices";
import { randomFor } from "./random";
import type { Offering } from "./subcategory-plan";

export type DemoDeclarations = Pick<
  typeof products.$inferInsert,
  "mrpPaise" | "netQuantity" | "netQuantityUnit" | "countryOfOrigin" | "makerRole" | "makerName" | "makerAddress" | "bestBeforeMonths"
>;

/** Its own stream, so the declarations leave every other drawn value of the catalogue as it was. */
const DECLARATION_STREAM = 29;

const MEASURE = /(\d+(?:\.\d+)?)\s*(ml|g)\b/;
const COUNT = /(\d+)\s*Count\b/;
const PACK = /(?:Pack of|Set of)\s*(\d+)|(\d+)-Piece\b/;

/**
 * The declarations of the catalogue's product number `index`: always the same for the same number. The
 * MRP is the price or a little above it, so the selling price is never above it.
 */
export function demoDeclarations(index: number, offering: Offering, categorySlug: string, pricePaise: number): DemoDeclarations {
  const random = randomFor(DECLARATION_STREAM, index);
  const mrpPaise = drawMrp(random, pricePaise);
  const bestBeforeMonths = demoBestBeforeMonths[offering.line.type] ?? null;
  const consumable = bestBeforeMonths !== null;
  const country = importedBrands[offering.brand];
  const { role, maker } = country
    ? { role: "importer" as const, maker: pickBy(demoImporters, offering.brand) }
    : categorySlug === "gift-sets"
      ? { role: "packer" as const, maker: demoPacker }
      : { role: "manufacturer" as const, maker: manufacturerOf(categorySlug, consumable, offering.brand) };
  return {
    mrpPaise,
    ...netQuantityOf(offering, consumable),
    countryOfOrigin: country ?? "India",
    makerRole: role,
    makerName: maker.name,
    makerAddress: maker.address,
    bestBeforeMonths,
  };
}

/**
 * What the package holds, from the variant's words: a cream's or a lotion's grams or millilitres ("Pack
 * of 3 (225 g)": 225 g; "Pack of 2" of a 40 ml roll-on: 80 ml), else a number of pieces ("72 Count",
 * "Set of 4", "5-Piece", "Twin"; a bottle or a pram is one piece).
 */
export function netQuantityOf({ line, variant = "" }: Offering, consumable: boolean): Pick<DemoDeclarations, "netQuantity" | "netQuantityUnit"> {
  const inBrackets = /\(([^)]*)\)/.exec(variant)?.[1];
  const texts = inBrackets ? [inBrackets, variant] : [variant];
  for (const text of texts) {
    const measure = consumable ? MEASURE.exec(text) : null;
    if (measure) return { netQuantity: measure[1]!, netQuantityUnit: measure[2] as "ml" | "g" };
    const count = COUNT.exec(text);
    if (count) return { netQuantity: count[1]!, netQuantityUnit: "pieces" };
  }
  const pack = PACK.exec(variant);
  const pieces = pack ? Number(pack[1] ?? pack[2]) : /\bTwin\b/.test(variant) ? 2 : 1;
  const single = consumable ? line.variants?.map((name) => MEASURE.exec(name)).find(Boolean) : undefined;
  if (single) return { netQuantity: String(Number(single[1]) * pieces), netQuantityUnit: single[2] as "ml" | "g" };
  return { netQuantity: String(pieces), netQuantityUnit: "pieces" };
}

function manufacturerOf(categorySlug: string, consumable: boolean, brand: string): DemoMaker {
  const makers = demoManufacturers[categorySlug];
  if (!makers) throw new Error(`No demo manufacturer for the category ${categorySlug}`);
  return pickBy(consumable ? makers.consumables : makers.goods, brand);
}

/** The same brand always gets the same one. */
function pickBy<T>(items: readonly T[], key: string): T {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return items[hash % items.length]!;
}
