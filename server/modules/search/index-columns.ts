/**
 * What the catalogue's index keeps per product, one typed array per field ("columns"), each product at
 * its position: the order "created, then id". Everything else of the index (orders, postings, ranking,
 * pages) is worked out over these positions.
 */

export interface Listing {
  id: number;
  categoryId: number;
  subcategoryId: number | null;
  brandId: number;
  pricePaise: number;
  isFeatured: boolean;
}

export interface IndexFilter {
  featured?: boolean;
  categoryId?: number;
  subcategoryId?: number;
  brandId?: number;
  minPricePaise?: number;
  maxPricePaise?: number;
}

export type IndexSort = "createdAt" | "name" | "price" | "rating";
export type IndexOrder = { by: IndexSort; direction: "asc" | "desc" } | { by: "relevance" };

/**
 * A product's lexemes in its name (level 3), its brand (2), its category or subcategory (1), and its
 * tags and description (0), each list joined by spaces (a lexeme never holds one).
 */
export interface ProductLexemes {
  id: number;
  name: string;
  brand: string;
  category: string;
  other: string;
}

export interface IndexColumns {
  readonly count: number;
  readonly ids: Int32Array;
  readonly categoryIds: Int32Array;
  /** 0: none. */
  readonly subcategoryIds: Int32Array;
  readonly brandIds: Int32Array;
  /** The price a shopper pays, in paise. */
  readonly prices: Float64Array;
  readonly featured: Uint8Array;
  readonly positionOf: ReadonlyMap<number, number>;
}

/** The columns of the listings given oldest first. */
export function columnsOf(oldestFirst: readonly Listing[]): IndexColumns {
  const ids = Int32Array.from(oldestFirst, (listing) => listing.id);
  const positionOf = new Map<number, number>();
  ids.forEach((id, position) => positionOf.set(id, position));
  return {
    count: oldestFirst.length,
    ids,
    categoryIds: Int32Array.from(oldestFirst, (listing) => listing.categoryId),
    subcategoryIds: Int32Array.from(oldestFirst, (listing) => listing.subcategoryId ?? 0),
    brandIds: Int32Array.from(oldestFirst, (listing) => listing.brandId),
    prices: Float64Array.from(oldestFirst, (listing) => listing.pricePaise),
    featured: Uint8Array.from(oldestFirst, (listing) => (listing.isFeatured ? 1 : 0)),
    positionOf,
  };
}

/** The positions of products given by id, in the order given (ids the index does not hold are left out). */
export function positionsOf({ positionOf }: IndexColumns, orderedIds: readonly number[]): Int32Array {
  const positions = new Int32Array(orderedIds.length);
  let kept = 0;
  for (const id of orderedIds) {
    const position = positionOf.get(id);
    if (position !== undefined) positions[kept++] = position;
  }
  return positions.subarray(0, kept);
}

export function isUnfiltered(filter: IndexFilter): boolean {
  return [filter.featured, filter.categoryId, filter.subcategoryId, filter.brandId, filter.minPricePaise, filter.maxPricePaise].every((value) => value === undefined);
}

/** Whether the product at a position passes `filter`. */
export function filterTest({ featured, categoryIds, subcategoryIds, brandIds, prices }: IndexColumns, filter: IndexFilter): (position: number) => boolean {
  const wantFeatured = filter.featured === undefined ? -1 : Number(filter.featured);
  const category = filter.categoryId ?? -1;
  const subcategory = filter.subcategoryId ?? -1;
  const brand = filter.brandId ?? -1;
  const min = filter.minPricePaise ?? -Infinity;
  const max = filter.maxPricePaise ?? Infinity;
  return (position: number) =>
    (wantFeatured < 0 || featured[position] === wantFeatured) &&
    (category < 0 || categoryIds[position] === category) &&
    (subcategory < 0 || subcategoryIds[position] === subcategory) &&
    (brand < 0 || brandIds[position] === brand) &&
    prices[position]! >= min &&
    prices[position]! <= max;
}

/**
 * Building an index of 100,000 products takes the shop's thread for most of a second: it lets the
 * requests waiting meanwhile through every few milliseconds.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
