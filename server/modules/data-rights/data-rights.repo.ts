import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountErasures, rateLimitCounters, sessions, users } from "../../db/schema/accounts";
import { products, reviews } from "../../db/schema/catalog";
import { mailOutbox } from "../../db/schema/mail";
import { orders, paymentEvents } from "../../db/schema/orders";
import { cartLines, contactMessages, newsletterPendingSubscribers, newsletterSubscribers, wishlistLines } from "../../db/schema/shopping";

const sameAddress = (column: typeof users.email | typeof mailOutbox.toAddress | typeof contactMessages.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** What an erased account's orders keep of each address: the city, state and PIN code (GST's place of supply). */
export const ERASED_ADDRESS_FIELDS = { firstName: "Erased account", lastName: "", address: "", phone: "" };

// Reading what the shop holds about one account.

export async function findSessionStart(db: Database, tokenHash: string): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash));
  return row?.createdAt;
}

export function sessionsOf(db: Database, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
}

const productColumns = { id: products.id, name: products.name, slug: products.slug };

export function reviewsOf(db: Database, userId: string) {
  return db
    .select({ product: productColumns, rating: reviews.rating, title: reviews.title, comment: reviews.comment, createdAt: reviews.createdAt })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
}

export function wishlistOf(db: Database, userId: string) {
  return db
    .select({ product: productColumns, addedAt: wishlistLines.createdAt })
    .from(wishlistLines)
    .innerJoin(products, eq(products.id, wishlistLines.productId))
    .where(eq(wishlistLines.userId, userId))
    .orderBy(desc(wishlistLines.createdAt));
}

export function cartOf(db: Database, userId: string) {
  return db
    .select({ product: productColumns, quantity: cartLines.quantity, addedAt: cartLines.createdAt })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt));
}

/** The account's address, and any address subscribed while signed in to it: confirmed, and awaiting confirmation. */
export async function subscriptionsOf(db: Database, userId: string, email: string) {
  const ofAccount = (table: typeof newsletterSubscribers | typeof newsletterPendingSubscribers) =>
    db
      .select({ email: table.email, subscribedAt: table.createdAt })
      .from(table)
      .where(or(eq(table.userId, userId), eq(sql`lower(${table.email})`, email.toLowerCase())));
  const [confirmed, awaiting] = await Promise.all([ofAccount(newsletterSubscribers), ofAccount(newsletterPendingSubscribers)]);
  return [...confirmed.map((row) => ({ ...row, confirmed: true })), ...awaiting.map((row) => ({ ...row, confirmed: false }))].sort(
    (a, b) => a.subscribedAt.getTime() - b.subscribedAt.getTime(),
  );
}

/** Mails written to the account or its address: never their data (a one-time link's token may be in it). */
export function mailsOf(db: Database, userId: string, email: string) {
  return db
    .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, to: mailOutbox.toAddress, state: mailOutbox.state, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.userId, userId), sameAddress(mailOutbox.toAddress, email)))
    .orderBy(desc(mailOutbox.createdAt));
}

export function contactMessagesFrom(db: Database, email: string) {
  return db
    .select({ name: contactMessages.name, email: contactMessages.email, phone: contactMessages.phone, subject: contactMessages.subject, message: contactMessages.message, createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(sameAddress(contactMessages.email, email))
    .orderBy(desc(contactMessages.createdAt));
}

// Erasing an account: each runs inside the erasure's transaction.

/** Locks the account's row until the erasure ends: a checkout of the same customer waits, then finds it gone. */
export async function lockUser(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for("update");
  return row;
}

/** Orders the shop still has to fulfil (or be paid for), which need the customer's address and phone. */
export async function openOrderNumbers(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ["pending", "confirmed", "shipped"])))
    .orderBy(asc(orders.createdAt));
  return rows.map((row) => row.orderNumber);
}

/** Removes the name, street address and phone from the account's orders, and their notes; answers how many. */
export async function anonymiseOrders(db: Database, userId: string): Promise<number> {
  const erased = JSON.stringify(ERASED_ADDRESS_FIELDS);
  const rows = await db
    .update(orders)
    .set({
      shippingAddress: sql`${orders.shippingAddress} || ${erased}::jsonb`,
      billingAddress: sql`${orders.billingAddress} || ${erased}::jsonb`,
      notes: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  return rows.length;
}

/**
 * The shop's own copies of the account's order mails (to ORDER_NOTIFY_EMAIL) keep the order as the
 * anonymised order now says it: the addresses and notes are replaced, the greeting's name removed.
 */
export async function anonymiseShopCopiesOfOrderMails(db: Database, userId: string): Promise<void> {
  await db.execute(sql`
    update ${mailOutbox} m
       set data = jsonb_set(jsonb_set(jsonb_set(m.data, '{order,shippingAddress}', o.shipping_address), '{order,billingAddress}', o.billing_address), '{order,notes}', 'null'::jsonb)
                  || '{"firstName": null}'::jsonb
      from ${orders} o
     where m.order_id = o.id and o.user_id = ${userId} and m.data ? 'order'`);
}

/** Payment webhooks of the account's orders keep the payment, without the e-mail and phone the gateway reported. */
export async function redactPaymentEvents(db: Database, userId: string): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ payload: sql`${paymentEvents.payload} #- '{payload,payment,entity,email}' #- '{payload,payment,entity,contact}'` })
    .where(inArray(paymentEvents.gatewayOrderId, db.select({ id: orders.gatewayOrderId }).from(orders).where(and(eq(orders.userId, userId), isNotNull(orders.gatewayOrderId)))));
}

/** Keeps the account's reviews without their author (shown as 'Anonymous'); answers how many. */
export async function detachReviews(db: Database, userId: string): Promise<number> {
  const rows = await db.update(reviews).set({ userId: null }).where(eq(reviews.userId, userId)).returning({ id: reviews.id });
  return rows.length;
}

/**
 * Mails to the account, and to its address when given, whatever their state: pending ones are not sent,
 * sent ones are forgotten.
 */
export async function deleteMailsTo(db: Database, userId: string, email: string | null): Promise<void> {
  const ofAccount = eq(mailOutbox.userId, userId);
  await db.delete(mailOutbox).where(email === null ? ofAccount : or(ofAccount, sameAddress(mailOutbox.toAddress, email)));
}

export async function deleteContactMessagesFrom(db: Database, email: string): Promise<void> {
  await db.delete(contactMessages).where(sameAddress(contactMessages.email, email));
}

/** Throttle counters keyed by the address (sign-in failures, reset requests): `…:<email>` or `…:<email>|<ip>`. */
export async function deleteCountersOfAddress(db: Database, email: string): Promise<void> {
  const address = email.toLowerCase();
  await db
    .delete(rateLimitCounters)
    .where(or(sql`right(${rateLimitCounters.key}, ${address.length + 1}) = ${`:${address}`}`, sql`strpos(${rateLimitCounters.key}, ${`:${address}|`}) > 0`));
}

/** Deletes the user: sessions, cart, wishlist, one-time links and checkout keys go with it (cascade). */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export async function insertErasure(db: Database, values: { formerUserId: string; ordersKept: number; reviewsKept: number }) {
  const [row] = await db.insert(accountErasures).values(values).returning();
  return row!;
}

// The back office's list.

export async function listErasures(db: Database, { limit, offset }: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(accountErasures).orderBy(desc(accountErasures.erasedAt), desc(accountErasures.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(accountErasures),
  ]);
  return { rows, total: total?.value ?? 0 };
}

