import { firstInOrder } from "./first-in-order";
import { filterTest, type IndexColumns, type IndexFilter, type IndexOrder, isUnfiltered } from "./index-columns";
import { type IndexOrders, listSequence } from "./index-orders";
import { allOf, type SearchMatches } from "./index-ranking";

export interface IndexPage {
  /** The page's product ids, in order. */
  ids: number[];
  /** How many products the list has, counted up to the cap asked for. */
  counted: number;
}

export interface PageAsked {
  limit: number;
  offset: number;
}

/** A page of a list without words: a walk through one order, testing the filter, counting up to `cap`. */
export function pageOfList(columns: IndexColumns, orders: IndexOrders, filter: IndexFilter, order: IndexOrder, { limit, offset }: PageAsked, cap: number): IndexPage {
  const { ids } = columns;
  const { positions, reversed } = listSequence(orders, order, filter);
  const at = (step: number) => positions[reversed ? positions.length - 1 - step : step]!;
  if (isUnfiltered(filter)) {
    const page: number[] = [];
    for (let step = offset; step < Math.min(positions.length, offset + limit); step++) page.push(ids[at(step)]!);
    return { ids: page, counted: Math.min(positions.length, cap) };
  }
  const test = filterTest(columns, filter);
  const page: number[] = [];
  let counted = 0;
  for (let step = 0; step < positions.length; step++) {
    const position = at(step);
    if (!test(position)) continue;
    if (counted >= offset && page.length < limit) page.push(ids[position]!);
    counted += 1;
    if (counted >= cap && counted >= offset + limit) break;
  }
  return { ids: page, counted: Math.min(counted, cap) };
}

/**
 * A page of a search's matches: in a sort's order, the first few picked from all of them; in relevance
 * order, from the first ranked, ranked further while a filter leaves the page short. Counted up to `cap`.
 */
export function pageOfMatches(
  columns: IndexColumns,
  orders: IndexOrders,
  filter: IndexFilter,
  order: IndexOrder,
  { limit, offset }: PageAsked,
  cap: number,
  matches: SearchMatches,
): IndexPage {
  const { ids } = columns;
  const test = isUnfiltered(filter) ? undefined : filterTest(columns, filter);
  const wanted = offset + limit;
  const idsOf = (positions: Int32Array) => Array.from(positions.subarray(offset, wanted), (position) => ids[position]!);
  if (order.by !== "relevance") {
    const first = firstInOrder(allOf(matches), { rank: orders.ranks[order.by], reversed: order.direction === "desc" }, wanted, test);
    return { ids: idsOf(first.positions), counted: Math.min(first.passed, cap) };
  }
  if (!test) return { ids: idsOf(matches.first(wanted)), counted: Math.min(matches.total, cap) };
  const all = allOf(matches);
  let counted = 0;
  for (let i = 0; i < all.length && counted < cap; i++) if (test(all[i]!)) counted += 1;
  for (let ranking = wanted * 4; ; ranking *= 4) {
    const ranked = matches.first(ranking);
    const passing = ranked.filter(test);
    if (passing.length >= wanted || ranked.length === all.length) return { ids: idsOf(passing), counted };
  }
}
