import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Database } from "../db/client";
import { linkTokenSentTo } from "./account-mails";

let sequence = 0;

/** Subscribes an address through the newsletter box and opens the link of its confirmation mail, as its owner would. */
export async function subscribeAndConfirm(app: FastifyInstance, db: Database, email: string, { cookie }: { cookie?: string } = {}): Promise<void> {
  sequence += 1;
  const remoteAddress = `10.250.${Math.floor(sequence / 250)}.${sequence % 250}`;
  const subscribed = await app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email }, headers: cookie ? { cookie } : {}, remoteAddress });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  const token = await linkTokenSentTo(db, email, "newsletter_confirm");
  const confirmed = await app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { email, token }, remoteAddress });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}
