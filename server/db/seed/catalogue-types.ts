/** One size a product line comes in: the words in the product name and the value of products.size. */
export interface SizeOption {
  label: string;
  size: string;
}

/** One value of a product option, e.g. Size "M" with the fit note "7–12 kg". */
export interface OptionValueSeed {
  value: string;
  note?: string;
  /** What the value adds to the variant's SKU ("M", "P2"). */
  code: string;
  /** What the value multiplies the product's base price by: a pack of two costs about 1.9 times one. */
  priceFactor: number;
  /** How many packs the variant holds: its net quantity is that many times the contents. */
  packs?: number;
  /** What the value itself holds ("200 ml"), in place of the line's contents. */
  contents?: string;
}

/** A choice a shopper makes on the product page (Size, Pack, Capacity…), its values in order. */
export interface OptionSeed {
  name: string;
  values: readonly OptionValueSeed[];
}

/**
 * A kind of product one or more brands make, e.g. Pampers' "Premium Care Pants". Every product of the
 * demo catalogue is one line made by one of its brands: in one variant and one size, or, for a line with
 * options, in all of its variants at once.
 */
export interface ProductLine {
  type: string;
  brands: readonly string[];
  /** Pack sizes, volumes, flavours or models, e.g. "54 Count" or "200 ml". */
  variants?: readonly string[];
  sizes?: readonly SizeOption[];
  /**
   * Up to three options: the line is sold as one product per brand whose variants are every
   * combination of the options' values (instead of `variants` and `sizes`).
   */
  options?: readonly OptionSeed[];
  /** What one pack of a line with options holds ("72 Count"), when its values do not say. */
  contents?: string;
  /** Price range in whole rupees; bigger variants sit higher in the range. */
  rupees: readonly [number, number];
  tags: readonly string[];
  /** One sentence for shortDescription. */
  summary: string;
  /** Two or three sentences for the description. */
  details: string;
}

export interface SubcategorySeed {
  name: string;
  icon: string;
  lines: readonly ProductLine[];
}

export interface CategorySeed {
  name: string;
  slug: string;
  icon: string;
  description: string;
  /** Colours, fragrances or pack names that tell apart the extra products of large benchmark catalogues. */
  editions: readonly string[];
  /** The picture drawn on the category's demo product images. */
  picture: PictureKind;
  /** Pastel background and accent colour of the demo product images. */
  palette: { background: string; accent: string };
  subcategories: readonly SubcategorySeed[];
}

export type PictureKind = "bottle" | "stroller" | "diaper" | "tube" | "teddy" | "shield" | "heart" | "gift";

export interface BrandSeed {
  name: string;
  description: string;
}
