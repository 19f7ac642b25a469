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
    products: positiveInteger("BENCH_PRODUCTS", 20_000),
    connections: positiveInteger("BENCH_CONNECTIONS", 50),
    seconds: positiveInteger("BENCH_SECONDS", 10),
    warmupSeconds: positiveInteger("BENCH_WARMUP_SECONDS", 3),
    strict: process.env.BENCH_STRICT === "1",
  };
}

/** The latency budgets: a scenario's p99 must stay at or under these. */
export const budgets = [
  { scenario: "list-default", maxP99Ms: 25 },
  { scenario: "search", maxP99Ms: 50 },
];
