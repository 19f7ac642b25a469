import { type IndexColumns, type IndexFilter, type IndexOrder, type IndexSort, nextTurn, positionsOf } from "./index-columns";

/**
 * Each sort's order of the index's positions, where each position stands in it, the same within each
 * subcategory, brand and category (a filtered list walks only its own), and search's best-first order.
 */
export interface IndexOrders {
  readonly ascending: Readonly<Record<IndexSort, Int32Array>>;
  /** Where each position stands in each order: sorting a search's matches needs it. */
  readonly ranks: Readonly<Record<IndexSort, Int32Array>>;
  readonly bestFirst: Int32Array;
  readonly bestRank: Int32Array;
  readonly withinSubcategory: Readonly<Record<IndexSort, Map<number, Int32Array>>>;
  readonly withinBrand: Readonly<Record<IndexSort, Map<number, Int32Array>>>;
  readonly withinCategory: Readonly<Record<IndexSort, Map<number, Int32Array>>>;
}

/** Every listing's id in the ascending order of each sort but "created", and in search's best-first order, as the database sorts. */
export type OrderedIds = Record<Exclude<IndexSort, "createdAt"> | "bestFirst", readonly number[]>;

const SORTS: readonly IndexSort[] = ["createdAt", "name", "price", "rating"];

export async function ordersOf(columns: IndexColumns, orders: OrderedIds): Promise<IndexOrders> {
  const { count } = columns;
  const ascending: Record<IndexSort, Int32Array> = {
    createdAt: Int32Array.from({ length: count }, (_, position) => position),
    name: positionsOf(columns, orders.name),
    price: positionsOf(columns, orders.price),
    rating: positionsOf(columns, orders.rating),
  };
  const bestFirst = positionsOf(columns, orders.bestFirst);
  const ranks = {} as Record<IndexSort, Int32Array>;
  for (const sort of SORTS) {
    const rank = new Int32Array(count);
    ascending[sort].forEach((position, index) => (rank[position] = index));
    ranks[sort] = rank;
  }
  const within = (keys: Int32Array) => {
    const grouped = {} as Record<IndexSort, Map<number, Int32Array>>;
    for (const sort of SORTS) grouped[sort] = groupInOrder(ascending[sort], keys);
    return grouped;
  };
  await nextTurn();
  const withinSubcategory = within(columns.subcategoryIds);
  await nextTurn();
  const withinBrand = within(columns.brandIds);
  await nextTurn();
  const withinCategory = within(columns.categoryIds);
  const bestRank = new Int32Array(count);
  bestFirst.forEach((position, rank) => (bestRank[position] = rank));
  return { ascending, ranks, bestFirst, bestRank, withinSubcategory, withinBrand, withinCategory };
}

const EMPTY = new Int32Array(0);

/** The order to walk for a list without words: the narrowest of the filter's subcategory, brand or category. */
function listOrder(orders: IndexOrders, filter: IndexFilter, by: IndexSort): Int32Array {
  if (filter.subcategoryId !== undefined) return orders.withinSubcategory[by].get(filter.subcategoryId) ?? EMPTY;
  if (filter.brandId !== undefined) return orders.withinBrand[by].get(filter.brandId) ?? EMPTY;
  if (filter.categoryId !== undefined) return orders.withinCategory[by].get(filter.categoryId) ?? EMPTY;
  return orders.ascending[by];
}

/** The positions to walk for a list without words, in order: every product in a sort's order (the filter's own group). */
export function listSequence(orders: IndexOrders, order: IndexOrder, filter: IndexFilter): { positions: Int32Array; reversed: boolean } {
  // Without words, "relevance" is the newest first.
  return order.by === "relevance"
    ? { positions: listOrder(orders, filter, "createdAt"), reversed: true }
    : { positions: listOrder(orders, filter, order.by), reversed: order.direction === "desc" };
}

/** The positions of `order` grouped by their key (a subcategory, brand or category; 0: none), each group in that order. */
function groupInOrder(order: Int32Array, keys: Int32Array): Map<number, Int32Array> {
  const sizes = new Map<number, number>();
  for (const position of order) sizes.set(keys[position]!, (sizes.get(keys[position]!) ?? 0) + 1);
  const groups = new Map<number, { positions: Int32Array; filled: number }>();
  for (const [key, size] of sizes) groups.set(key, { positions: new Int32Array(size), filled: 0 });
  for (const position of order) {
    const group = groups.get(keys[position]!)!;
    group.positions[group.filled++] = position;
  }
  return new Map([...groups].map(([key, group]) => [key, group.positions]));
}
