import { type IndexColumns, nextTurn, type ProductLexemes } from "./index-columns";

/**
 * Where products hold one term of a search (a word or phrase, or the start of a word): 3 in the name,
 * 2 with the brand, 1 with the category or subcategory, 0 only with the tags and descriptions. `empty`:
 * the term has no searchable word (a stop word), so a search ignores it.
 */
export interface TermLevels {
  empty: boolean;
  positions: Int32Array;
  levels: Uint8Array;
}

/** A word no product holds (unlike a stop word, which `empty` marks: a search ignores it). */
export const NOT_HELD: TermLevels = { empty: false, positions: new Int32Array(0), levels: new Uint8Array(0) };

/** Each lexeme's products with the best level it has in each, and the lexemes of names, brands and categories, sorted. */
export interface Postings {
  readonly byLexeme: ReadonlyMap<string, TermLevels>;
  /** The words suggestions complete. */
  readonly titleWords: readonly string[];
}

const PRODUCTS_PER_TURN = 2_000;

/** The postings of the products' lexemes, at their positions in the index (products it does not hold are left out). */
export async function postingsOf(lexemes: readonly ProductLexemes[], positionOf: ReadonlyMap<number, number>): Promise<Postings> {
  // Typed arrays grown by doubling: 4 million entries held as plain arrays took three times the memory.
  const lists = new Map<string, { positions: Int32Array; levels: Uint8Array; length: number }>();
  const inTitles = new Set<string>();
  const add = (position: number, words: string, level: number) => {
    if (words === "") return;
    for (const lexeme of words.split(" ")) {
      let list = lists.get(lexeme);
      if (!list) lists.set(lexeme, (list = { positions: new Int32Array(8), levels: new Uint8Array(8), length: 0 }));
      if (level > 0) inTitles.add(lexeme);
      // Levels come best first: a lexeme met again in the same product keeps the level it had.
      if (list.length > 0 && list.positions[list.length - 1] === position) continue;
      if (list.length === list.positions.length) {
        list.positions = grown(list.positions, new Int32Array(list.length * 2));
        list.levels = grown(list.levels, new Uint8Array(list.length * 2));
      }
      list.positions[list.length] = position;
      list.levels[list.length++] = level;
    }
  };
  for (const [index, product] of lexemes.entries()) {
    if (index % PRODUCTS_PER_TURN === 0) await nextTurn();
    const position = positionOf.get(product.id);
    if (position === undefined) continue;
    add(position, product.name, 3);
    add(position, product.brand, 2);
    add(position, product.category, 1);
    add(position, product.other, 0);
  }
  const byLexeme = new Map<string, TermLevels>();
  for (const [lexeme, list] of lists) byLexeme.set(lexeme, { empty: false, positions: list.positions.slice(0, list.length), levels: list.levels.slice(0, list.length) });
  return { byLexeme, titleWords: [...inTitles].sort() };
}

function grown<T extends Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/**
 * Where products hold a lexeme in names, brands or categories only (levels 3 to 1), or any lexeme
 * starting so (`asStart`): each product at the best level of any.
 */
export function titleLevelsOf(postings: Postings, count: number, lexeme: string, asStart: boolean): TermLevels & { length: number } {
  const words = asStart ? wordsStarting(postings.titleWords, lexeme) : postings.byLexeme.has(lexeme) ? [lexeme] : [];
  const best = new Int8Array(count).fill(-1);
  let found = 0;
  for (const word of words) {
    const { positions, levels } = postings.byLexeme.get(word)!;
    for (let i = 0; i < positions.length; i++) {
      if (levels[i] === 0) continue;
      if (best[positions[i]!] === -1) found += 1;
      best[positions[i]!] = Math.max(best[positions[i]!]!, levels[i]!);
    }
  }
  const positions = new Int32Array(found);
  const levels = new Uint8Array(found);
  let at = 0;
  for (let position = 0; position < count && at < found; position++) {
    if (best[position]! < 0) continue;
    positions[at] = position;
    levels[at++] = best[position]!;
  }
  return { empty: false, positions, levels, length: found };
}

/** Where products given by id hold a term, at their positions in the index (ids it does not hold are left out). */
export function termLevelsAt({ positionOf }: IndexColumns, found: { ids: number[]; levels: number[] }): TermLevels & { length: number } {
  const positions = new Int32Array(found.ids.length);
  const levels = new Uint8Array(found.ids.length);
  let kept = 0;
  found.ids.forEach((id, i) => {
    const position = positionOf.get(id);
    if (position === undefined) return;
    positions[kept] = position;
    levels[kept++] = found.levels[i]!;
  });
  return { empty: false, positions: positions.subarray(0, kept), levels: levels.subarray(0, kept), length: kept };
}

/** The words of a sorted list that start with `start`. */
function wordsStarting(sorted: readonly string[], start: string): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < start) low = middle + 1;
    else high = middle;
  }
  const words: string[] = [];
  for (let at = low; at < sorted.length && sorted[at]!.startsWith(start); at++) words.push(sorted[at]!);
  return words;
}
