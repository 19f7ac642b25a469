import type { APIRequestContext } from "@playwright/test";
import { admin, expect } from "../fixtures";

/**
 * The link of the newest "Confirm your subscription" mail to an address, read as the administrator reads
 * it in the Outbox (the demo has no mail server). `request` is a context of its own: it signs in as admin.
 */
export async function confirmationLinkFor(request: APIRequestContext, email: string): Promise<URL> {
  expect((await request.post("/api/login", { data: admin })).status()).toBe(200);
  const { mails } = await (await request.get("/api/admin/outbox?limit=100")).json();
  const mail = mails.find((row: { kind: string; to: string }) => row.kind === "newsletter_confirm" && row.to.toLowerCase() === email.toLowerCase());
  expect(mail, `a confirmation mail to ${email}`).toBeDefined();
  const { mail: view } = await (await request.get(`/api/admin/outbox/${mail.id}`)).json();
  const href = /https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(view.text)?.[0];
  expect(href, "a confirmation link in the mail").toBeDefined();
  return new URL(href!);
}
