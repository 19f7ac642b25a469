// The mixed run: customers placing cash-on-delivery orders without pause while the load browses and
// searches. Every order changes stock, which empties the catalogue cache, so browsing reaches the database.
import { signUpCustomers, startShopping } from "./customers.mjs";
import { measure } from "./load.mjs";

export const MIXED_CUSTOMERS = 5;
export const MIXED_NAME = "mixed: browse (cache on)";

export async function measureMixed({ baseUrl, pid, paths, productIds, load }) {
  const customers = await signUpCustomers(baseUrl, MIXED_CUSTOMERS);
  const shopping = await startShopping({ baseUrl, customers, productIds });
  let browse;
  try {
    browse = await measure({ ...load, name: MIXED_NAME, baseUrl, paths, pid, onMeasuring: () => shopping.startCounting() });
  } catch (error) {
    await shopping.stop();
    throw error;
  }
  const orders = await shopping.stop();
  const { placed, failed, perSecond, orderP50Ms, orderP99Ms } = orders;
  console.log(`  ${MIXED_CUSTOMERS} customers: ${placed} orders placed (${perSecond}/s), ${failed} failed; POST /api/orders p50 ${orderP50Ms} ms, p99 ${orderP99Ms} ms`);
  for (const [problem, times] of Object.entries(orders.problems)) console.log(`    ${times} × ${problem}`);
  return { ...browse, orders };
}
