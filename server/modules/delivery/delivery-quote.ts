import type { Database } from "../../db/client";
import * as repo from "./delivery.repo";
import { type DeliveryQuote, quoteDelivery } from "./zone-match";

export type { DeliveryQuote } from "./zone-match";

/**
 * Whether and how the shop delivers to a PIN code at a moment, read from the delivery setup as it is in
 * `db` (the ordering transaction, so the order is priced by the setup it commits with); null when no
 * zone covers the PIN code.
 */
export async function quoteDeliveryTo(db: Database, pincode: string, at: Date): Promise<DeliveryQuote | null> {
  return quoteDelivery(await repo.readSetup(db), pincode, at);
}
