/** One size a product line comes in: the words in the product name and the value of products.size. */
export interface SizeOption {
  label: string;
  size: string;
}

/**
 * A kind of product one or more brands make, e.g. Pampers' "Premium Care Pants". Every product of the
 * demo catalogue is one line made by one of its brands, in one variant and one size.
 */
export interface ProductLine {
  type: string;
  brands: readonly string[];
  /** Pack sizes, volumes, flavours or models, e.g. "54 Count" or "200 ml". */
  variants?: readonly string[];
  sizes?: readonly SizeOption[];
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
