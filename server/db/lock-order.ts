/**
 * The one order in which the shop's transactions lock rows, so that two of them never wait for each
 * other in a circle (a deadlock), however many processes run them (docs/decisions/028):
 *
 *   1. a refund a gateway report is about;
 *   2. the customer (users row), when one customer's checkouts must queue;
 *   3. orders: one, or several in one statement by id ascending (or SKIP LOCKED, which never waits);
 *   4. products, every one the transaction will move stock of, in one statement by id ascending
 *      (`lockProducts` in server/modules/orders/stock.repo.ts), before the first stock move; then their
 *      variants, whose stock moves (the update writes the product row already held, migration 0019);
 *   5. what hangs off those: order lines, cart lines, new refunds, tax-document counters.
 *
 * A transaction may skip a step, never go back to an earlier one.
 */

/** Ids in the order rows are locked: each once, ascending. */
export function inLockOrder(ids: Iterable<number>): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
