import { type AnyColumn, sql } from "drizzle-orm";

/**
 * `column in ('a','b',…)` for a CHECK constraint, from the states the code knows (shared/constants.ts).
 * States are text with a CHECK rather than enum types: adding one is a change to its list plus a
 * generated migration that replaces the constraint. With an enum it would be ALTER TYPE … ADD VALUE,
 * whose value cannot be used before its transaction commits, and all pending migrations run in one.
 */
export const isOneOf = (column: AnyColumn, values: readonly string[]) => sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(","))})`;
