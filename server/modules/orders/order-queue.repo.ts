import { sql } from "drizzle-orm";
import { CAPTURED_PAYMENT_STATUSES } from "@shared/constants";
import { TO_SHIP_STATUSES } from "@shared/order-queue";
import { orders } from "../../db/schema/orders";

/** The SQL of `awaitsShipping` (shared/order-queue.ts). */
export const awaitingShipment = sql`(${orders.status} in (${sql.join(
  TO_SHIP_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}) and (${orders.paymentMethod} = 'cod' or ${orders.paymentStatus} in (${sql.join(
  [...CAPTURED_PAYMENT_STATUSES].map((status) => sql`${status}`),
  sql`, `,
)})))`;
