import { slugify } from "@shared/slug";
import type { CategorySeed, ProductLine, SizeOption, SubcategorySeed } from "./catalogue-types";
import { demoCategories } from "./data/categories";
import { randomFor } from "./random";

/** One thing the shop can sell: a line made by one brand, in one variant and size, or in all its options' variants. */
export interface Offering {
  line: ProductLine;
  brand: string;
  variant?: string;
  size?: SizeOption;
}

export interface SubcategoryPlan {
  category: CategorySeed;
  subcategory: SubcategorySeed;
  slug: string;
  /** Ordered so that consecutive offerings come from different lines and brands. */
  offerings: readonly Offering[];
}

const PLAN_STREAM = 11;
/**
 * How many of each subcategory's first offerings count towards spreading brands evenly: about what
 * the default catalogue sells per subcategory, so that every brand has products in it.
 */
const SPREAD_PICKS = 6;

export function planSubcategories(): SubcategoryPlan[] {
  const brandUse = new Map<string, number>();
  const usedSlugs = new Set<string>();
  const plans: SubcategoryPlan[] = [];
  for (const category of demoCategories) {
    for (const subcategory of category.subcategories) {
      const random = randomFor(PLAN_STREAM, plans.length);
      let slug = slugify(subcategory.name);
      if (usedSlugs.has(slug)) slug = `${category.slug}-${slug}`;
      usedSlugs.add(slug);

      const groups = random.shuffle(
        subcategory.lines.flatMap((line) => line.brands.map((brand) => random.shuffle(offeringsOf(line, brand)))),
      );
      const ordered = orderByLeastUsedBrand(groups, brandUse);
      plans.push({ category, subcategory, slug, offerings: interleave(ordered) });
    }
  }
  return plans;
}

/** A line with options is one offering per brand, sold in all its variants; others one per variant and size. */
function offeringsOf(line: ProductLine, brand: string): Offering[] {
  if (line.options) return [{ line, brand }];
  const sizes: (SizeOption | undefined)[] = line.sizes?.length ? [...line.sizes] : [undefined];
  const variants: (string | undefined)[] = line.variants?.length ? [...line.variants] : [undefined];
  return sizes.flatMap((size) => variants.map((variant) => ({ line, brand, variant, size })));
}

/** Puts first the groups whose brand the catalogue has shown least so far. */
function orderByLeastUsedBrand(groups: Offering[][], brandUse: Map<string, number>): Offering[][] {
  const remaining = [...groups];
  const ordered: Offering[][] = [];
  while (remaining.length > 0) {
    let best = 0;
    remaining.forEach((group, index) => {
      if ((brandUse.get(group[0]!.brand) ?? 0) < (brandUse.get(remaining[best]![0]!.brand) ?? 0)) best = index;
    });
    const [group] = remaining.splice(best, 1);
    if (ordered.length < SPREAD_PICKS) brandUse.set(group![0]!.brand, (brandUse.get(group![0]!.brand) ?? 0) + 1);
    ordered.push(group!);
  }
  return ordered;
}

/** First offering of every group, then the second of every group, and so on. */
function interleave(groups: Offering[][]): Offering[] {
  const result: Offering[] = [];
  const longest = Math.max(...groups.map((group) => group.length));
  for (let round = 0; round < longest; round++) {
    for (const group of groups) {
      const offering = group[round];
      if (offering) result.push(offering);
    }
  }
  return result;
}
