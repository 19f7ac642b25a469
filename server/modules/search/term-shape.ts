/** One term of a search: a word or phrase (with synonyms, one of them), or the start of a word being typed. */
export type SearchTerm = { phrase: string } | { start: string };

/**
 * A term as the database's text search reads it (`query`, the same for words it reads alike:
 * "feeding" and "feeds"): nothing (a stop word), one lexeme ("babi"; for a start, the lexemes
 * beginning so), or something more (a phrase of several words).
 */
export interface TermShape {
  query: string;
  kind: "empty" | "lexeme" | "other";
  lexeme?: string;
}

/** A term's shape from its query as the database wrote it (`tsquery` as text). */
export function shapeOf(term: SearchTerm, query: string): TermShape {
  if (query === "") return { query, kind: "empty" };
  const single = /^'((?:[^'\\]|'')+)'(:\*)?$/.exec(query);
  const isStart = !("phrase" in term);
  // A word's query is its lexeme alone; a start's is its lexeme marked as a prefix.
  if (single && (single[2] !== undefined) === isStart) return { query, kind: "lexeme", lexeme: single[1]!.replaceAll("''", "'") };
  return { query, kind: "other" };
}
