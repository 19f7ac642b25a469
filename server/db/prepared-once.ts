import type { Database } from "./client";

/** A statement prepared once per database: parsed and planned once per connection, not per request. */
export function preparedOnce<T>(prepare: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
