import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { insertMail } from "../modules/outbox/outbox.repo";
import { quickCustomer } from "../test/accounts";
import { type ShopProcess, startShopProcess } from "../test/shop-process";
import { startTestSmtpServer, type TestSmtpServer } from "../test/smtp-server";
import { openTestDatabase } from "../test/test-app";

// The real numbers by default (200 mails, a second each); JOB_TEST_MAILS and JOB_TEST_SMTP_DELAY_MS shorten a run by hand.
const MAILS = Number(process.env.JOB_TEST_MAILS ?? 200);
const SMTP_DELAY_MS = Number(process.env.JOB_TEST_SMTP_DELAY_MS ?? 1_000);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Shop processes as production runs them (`server/index.ts`), on one PostgreSQL database.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("jobs across shop processes", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let smtp: TestSmtpServer;
  let processes: ShopProcess[] = [];
  const stopAll = async () => {
    await Promise.all(processes.map((shop) => shop.stop()));
    processes = [];
  };
  const start = async (env: Record<string, string>) => {
    const shop = await startShopProcess({ DATABASE_URL: opened.database.url!, DATABASE_POOL_SIZE: "3", SHOP_ROLE: "worker", ...env }, { startTimeoutMs: 150_000 });
    processes.push(shop);
    return shop;
  };

  beforeAll(async () => {
    opened = await openTestDatabase();
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await stopAll();
    await smtp?.close();
    await opened?.drop();
  });

  it(`delivers each of ${MAILS} mails exactly once through a slow mail server, though one of two workers is killed midway`, async () => {
    const { user } = await quickCustomer(opened.database.db);
    const ids = new Set<string>();
    for (let index = 0; index < MAILS; index++) {
      const mail = await insertMail(opened.database.db, { kind: "verify_email", toAddress: `parent${index}@example.in`, subject: `Mail ${index}`, data: { firstName: null, email: `parent${index}@example.in`, token: `token-${index}` }, userId: user.id });
      ids.add(mail.id);
    }
    smtp.setDelay(SMTP_DELAY_MS);
    const victim = await start({ SMTP_URL: smtp.url });
    await start({ SMTP_URL: smtp.url });

    // Midway, at a moment when every mail the server accepted is recorded as sent: a process killed between
    // the mail server's "accepted" and its own record of it would send that mail again, which no sender can
    // avoid (the receiver then sees one Message-ID twice). Every other moment must lose and repeat nothing.
    // The server runs in this process, so no mail is accepted between the last check and the kill.
    await smtp.waitFor(Math.floor(MAILS / 2.5), MAILS * SMTP_DELAY_MS);
    for (let tries = 0; ; tries++) {
      const acceptedAt = smtp.lastAcceptedAt();
      const received = smtp.received.length;
      const [{ sent }] = (await queryRows<{ sent: number }>(opened.database.db, sql`select count(*)::int as sent from mail_outbox where state = 'sent'`)) as [{ sent: number }];
      if (sent === received && smtp.lastAcceptedAt() === acceptedAt) break;
      if (tries > 10_000) throw new Error("no moment came when every accepted mail was recorded");
      await pause(5);
    }
    const killedAt = Date.now();
    process.kill(victim.pid, "SIGKILL");
    const receivedAtTheKill = smtp.received.length;

    const differentMails = () => new Set(smtp.received.map((mail) => mail.messageId)).size;
    const deadline = Date.now() + MAILS * SMTP_DELAY_MS + 60_000;
    while (differentMails() < MAILS && Date.now() < deadline) await pause(20);
    await pause(2 * SMTP_DELAY_MS); // anything sent twice would arrive by now

    const timesReceived = new Map<string, number>();
    for (const mail of smtp.received) timesReceived.set(mail.messageId!, (timesReceived.get(mail.messageId!) ?? 0) + 1);
    const receivedIds = [...timesReceived.keys()].map((messageId) => /^<([^@]+)@/.exec(messageId)![1]!);
    expect(receivedAtTheKill).toBeLessThan(MAILS);
    expect(new Set(receivedIds)).toEqual(ids);
    // The one repeat no sender can avoid: a mail the killed process had wholly sent, which the server
    // accepted after the kill without seeing the hang-up. At most the mails it was sending at once.
    const sentTwice = [...timesReceived].filter(([, times]) => times > 1).map(([messageId]) => messageId);
    const handedOverByTheKilled = smtp.received.filter((mail, index) => index >= receivedAtTheKill && mail.handedOverAt < killedAt).map((mail) => mail.messageId);
    expect(sentTwice.filter((messageId) => !handedOverByTheKilled.includes(messageId))).toEqual([]);
    expect(sentTwice.length).toBeLessThanOrEqual(2);
    expect(smtp.received).toHaveLength(MAILS + sentTwice.length);
    const [states] = await queryRows<{ sent: number; attempts: number }>(opened.database.db, sql`select count(*) filter (where state = 'sent')::int as sent, sum(attempts)::int as attempts from mail_outbox`);
    expect(states!.sent).toBe(MAILS);
    // Only the mails the killed process held when it died were taken twice.
    expect(states!.attempts - MAILS).toBeLessThanOrEqual(2);
    await stopAll();
  }, 600_000);

  it("ticks a schedule once per period across three workers, and never in a web process", async () => {
    const checkEvery = { UNPAID_ORDER_CHECK_SECONDS: "1" };
    const runs = async () =>
      (await queryRows<{ runs: number }>(opened.database.db, sql`select runs from job_schedules where name = 'expiring unpaid orders'`))[0]?.runs ?? 0;
    // Anew, as on a new database: the workers of the test above left the schedule due a minute on.
    await opened.database.db.execute(sql`delete from job_schedules`);
    await start({ ...checkEvery, SHOP_ROLE: "web" });
    await pause(3_000);
    expect(await runs()).toBe(0);

    for (let worker = 0; worker < 3; worker++) await start(checkEvery);
    const before = await runs();
    const startedAt = Date.now();
    await pause(8_000);
    const ticks = (await runs()) - before;
    const periods = (Date.now() - startedAt) / 1_000;
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(periods) - 1);
    expect(ticks).toBeLessThanOrEqual(Math.ceil(periods) + 1);
  }, 600_000);
});
