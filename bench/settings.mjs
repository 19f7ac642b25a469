// The benchmark's settings, read once from the environment.
import path from "node:path";

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

export const root = path.resolve(import.meta.dirname, "..");

export function readSettings() {
  return {
    databaseUrl: process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/shop_bench",
    products: positiveInteger("BENCH_PRODUCTS", 100_000),
    connections: positiveInteger("BENCH_CONNECTIONS", 50),
    seconds: positiveInteger("BENCH_SECONDS", 10),
    warmupSeconds: positiveInteger("BENCH_WARMUP_SECONDS", 3),
    strict: process.env.BENCH_STRICT === "1",
  };
}

/**
 * The budgets: a scenario's p99 must stay at or under `maxP99Ms`; with `noFailures`, it must also
 * have no errors and no answer other than 2xx, and its customers must place orders without a failure.
 * Scenario names carry the cache setting the shop ran with.
 */
export const budgets = [
  { scenario: "list-default (cache on)", maxP99Ms: 25 },
  { scenario: "list-pages (cache off)", maxP99Ms: 100 },
  { scenario: "search-words (cache off)", maxP99Ms: 100 },
  { scenario: "search-typos (cache off)", maxP99Ms: 100 },
  { scenario: "suggestions (cache off)", maxP99Ms: 50 },
  { scenario: "mixed: browse (cache on)", maxP99Ms: 100, noFailures: true },
];
