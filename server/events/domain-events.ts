import { z } from "zod";
import { ORDER_STATUSES } from "@shared/constants";

const productIds = z.array(z.number().int().positive());
const orderStatus = z.enum(ORDER_STATUSES);

/**
 * What happened in the shop, by name, with what a listener needs to know. Services emit them once their
 * transaction has committed. The schemas check what arrives from other processes.
 */
export const DOMAIN_EVENTS = {
  /** Units of these products were taken or given back (orders placed, cancelled, reopened, paid late). */
  "stock.changed": z.object({ productIds }),
  /** These products were created, edited (stock set by hand included) or deleted in the back office. */
  "product.changed": z.object({ productIds }),
  /** An order moved from one status to another; `from` is null when it was just placed. */
  "order.status_changed": z.object({ orderId: z.string(), from: orderStatus.nullable(), to: orderStatus }),
  /**
   * A refund was recorded: paid by hand, or to send through the payment gateway (the refund sender
   * should try it now).
   */
  "refund.created": z.object({ orderId: z.string(), refundId: z.string() }),
  /** Mails were written to the outbox: the outbox worker should send them now. */
  "mail.queued": z.object({}),
  /** A review was written: the product's rating, review count and review list changed. */
  "review.written": z.object({ productId: z.number().int().positive() }),
  /** A search synonym group was added, changed or deleted in the back office: searches must read them again. */
  "search.synonyms_changed": z.object({}),
  /** Delivery zones or holidays were added, changed or deleted in the back office: delivery promises must read them again. */
  "delivery.changed": z.object({}),
};

export type DomainEventName = keyof typeof DOMAIN_EVENTS;
export type DomainEventPayload<Name extends DomainEventName> = z.output<(typeof DOMAIN_EVENTS)[Name]>;
export type DomainEvent = { [Name in DomainEventName]: { name: Name; payload: DomainEventPayload<Name> } }[DomainEventName];

export function isDomainEventName(name: unknown): name is DomainEventName {
  return typeof name === "string" && Object.hasOwn(DOMAIN_EVENTS, name);
}

/** An event as it arrives from elsewhere, checked against its schema; undefined when it is not one. */
export function parseDomainEvent(name: unknown, payload: unknown): DomainEvent | undefined {
  if (!isDomainEventName(name)) return undefined;
  const parsed = DOMAIN_EVENTS[name].safeParse(payload);
  return parsed.success ? ({ name, payload: parsed.data } as DomainEvent) : undefined;
}
