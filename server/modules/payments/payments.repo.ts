import type { Database } from "../../db/client";
import { paymentEvents } from "../../db/schema/orders";

/** Records a gateway event once, by its id; answers false when it was recorded before. */
export async function recordPaymentEvent(
  db: Database,
  values: { eventId: string; event: string; gatewayOrderId: string | null; payload: unknown },
): Promise<boolean> {
  const recorded = await db.insert(paymentEvents).values(values).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
  return recorded.length > 0;
}
