import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/mail";
import { quickCustomer } from "../../test/accounts";
import { openTestDatabase } from "../../test/test-app";
import type { OutgoingMail } from "./mail-transport";
import { insertMail } from "./outbox.repo";
import { createOutboxService, MAIL_LEASE_MS } from "./outbox.service";

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let userId: string;
const handedOver: OutgoingMail[] = [];
beforeAll(async () => {
  opened = await openTestDatabase();
  userId = (await quickCustomer(opened.database.db)).user.id;
});
afterAll(() => opened?.drop());

const outbox = () => createOutboxService(opened.database.db, { transport: { send: async (mail) => void handedOver.push(mail), close: () => undefined }, from: "KiddoKart <support@kiddokart.in>", shopUrl: "https://shop.kiddokart.invalid" });
const writeMail = (subject: string) =>
  insertMail(opened.database.db, { kind: "verify_email", toAddress: "parent@example.in", subject, data: { firstName: null, email: "parent@example.in", token: "t" }, userId, nextAttemptAt: new Date(Date.now() - 60_000) });
const rowOf = async (id: string) => (await opened.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const after = (ms: number) => new Date(Date.now() + ms);

describe("a mail's lease", () => {
  it("keeps a taken mail from every other sender until the lease runs out, and a renewal keeps it longer", async () => {
    const mail = await writeMail("Leased");
    const taken = await outbox().takeDueMail();
    expect(taken).toMatchObject({ id: mail.id, attempts: 1 });
    expect(await outbox().takeDueMail(after(MAIL_LEASE_MS - 2_000))).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 100));
    await outbox().renewLease(taken!);
    const renewedUntil = (await rowOf(mail.id)).nextAttemptAt;
    expect(renewedUntil.getTime()).toBeGreaterThanOrEqual(taken!.nextAttemptAt.getTime() + 100);
    // Past the lease as taken, within the renewed one.
    expect(await outbox().takeDueMail(new Date(taken!.nextAttemptAt.getTime() + 50))).toBeUndefined();
    expect(await outbox().takeDueMail(new Date(renewedUntil.getTime() + 1))).toMatchObject({ id: mail.id, attempts: 2 });
  });

  it("lets only the attempt holding the lease record the outcome, not one whose lease ran out", async () => {
    const mail = await writeMail("Slow sender");
    const slow = (await outbox().takeDueMail())!;
    const successor = (await outbox().takeDueMail(after(MAIL_LEASE_MS + 1_000)))!;
    expect(successor.attempts).toBe(2);

    await outbox().sendTaken(slow);
    expect(await rowOf(mail.id)).toMatchObject({ state: "pending", attempts: 2 });
    await outbox().sendTaken(successor);
    expect(await rowOf(mail.id)).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("gives a mail handed back at shutdown to the next sender at once, its attempt not counted", async () => {
    const mail = await writeMail("Handed back");
    const taken = (await outbox().takeDueMail())!;
    await outbox().handBack(taken);
    expect(await rowOf(mail.id)).toMatchObject({ state: "pending", attempts: 0 });
    expect(await outbox().takeDueMail(after(1_000))).toMatchObject({ id: mail.id, attempts: 1 });
  });
});
