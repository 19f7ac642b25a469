// The mixed run again, on two shop processes behind the round-robin balancer, sharing one database.
// Two processes cannot share the embedded database, so this needs BENCH_DATABASE_URL.
import { startBalancer } from "./balancer.mjs";
import { stopChild } from "./children.mjs";
import { measureMixed, MIXED_NAME } from "./mixed.mjs";
import { startShop } from "./servers.mjs";

export const TWO_PROCESSES_NAME = `${MIXED_NAME}, 2 processes`;

/** The mixed scenario through the balancer; undefined (with a line saying why) without BENCH_DATABASE_URL. */
export async function measureTwoProcesses({ plan, load }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    console.log(`${TWO_PROCESSES_NAME}: skipped, set BENCH_DATABASE_URL to a PostgreSQL database to run two shop processes on it`);
    return undefined;
  }
  const shops = [];
  let balancer;
  try {
    for (let i = 0; i < 2; i++) shops.push(await startShop(databaseUrl, { cacheOff: false }));
    balancer = await startBalancer(shops.map((shop) => shop.baseUrl));
    const mixed = { baseUrl: balancer.baseUrl, pid: shops[0].child.pid, paths: plan.mixed, productIds: plan.productIdsToBuy, load };
    return { ...(await measureMixed(mixed)), scenario: TWO_PROCESSES_NAME };
  } finally {
    await balancer?.stop();
    await Promise.all(shops.map((shop) => stopChild(shop.child)));
  }
}

/** One line per run of the same scenario: one process, then two behind the balancer. */
export function printOneAgainstTwo(one, two) {
  if (!one || !two) return;
  console.log("\nOne shop process against two behind a round-robin balancer, one database (mixed scenario)");
  for (const [label, run] of [["1 process  ", one], ["2 processes", two]]) {
    console.log(
      `${label}  browse ${run.requestsPerSecond} req/s, p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms; ` +
        `orders ${run.orders.perSecond}/s (${run.orders.placed} placed, ${run.orders.failed} failed), POST p99 ${run.orders.orderP99Ms ?? "?"} ms`,
    );
  }
}
