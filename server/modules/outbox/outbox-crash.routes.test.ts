import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { startShopProcess } from "../../test/shop-process";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import { openTestDatabase } from "../../test/test-app";
import { createSmtpTransport } from "./mail-transport";
import { insertMail } from "./outbox.repo";
import { createOutboxService } from "./outbox.service";

const MAILS = 30;

// A shop process (`server/index.ts`, sending the outbox as production does) is killed with SIGKILL
// while it sends a batch: what it sent but had not recorded is sent again by the next sender, what it
// had not sent yet is sent once. Two processes need a PostgreSQL server.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("a process killed while sending mail", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    opened = await openTestDatabase();
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await opened?.drop();
  });

  it("leaves every mail sent at least once and none more than twice", async () => {
    const { user } = await quickCustomer(opened.database.db);
    for (let index = 0; index < MAILS; index++) {
      await insertMail(opened.database.db, { kind: "verify_email", toAddress: `parent${index}@example.in`, subject: `Mail ${index}`, data: { firstName: null, email: `parent${index}@example.in`, token: `token-${index}` }, userId: user.id });
    }
    smtp.setDelay(150);
    const shop = await startShopProcess({ DATABASE_URL: opened.database.url!, DATABASE_POOL_SIZE: "2", SMTP_URL: smtp.url });
    try {
      await smtp.waitFor(5, 30_000);
    } finally {
      process.kill(shop.pid, "SIGKILL");
      await shop.stop();
    }
    const sentBeforeTheKill = smtp.received.length;
    expect(sentBeforeTheKill).toBeLessThan(MAILS);

    // Another process takes over once the claims of the killed one have run out.
    smtp.setDelay(0);
    const transport = createSmtpTransport(smtp.url);
    const successor = createOutboxService(opened.database.db, { transport, from: "KiddoKart <support@kiddokart.in>", shopUrl: "https://shop.kiddokart.invalid" });
    try {
      await successor.sendDueMails({ now: new Date(Date.now() + 3_600_000), limit: 1000 });
    } finally {
      transport.close();
    }

    const timesSent = new Map<string, number>();
    for (const mail of smtp.received) timesSent.set(mail.subject, (timesSent.get(mail.subject) ?? 0) + 1);
    expect(timesSent.size).toBe(MAILS);
    expect(Math.max(...timesSent.values())).toBeLessThanOrEqual(2);
    // The mails the killed process had sent but not recorded are the only ones sent twice.
    const twice = [...timesSent.values()].filter((count) => count === 2).length;
    expect(twice).toBeLessThanOrEqual(sentBeforeTheKill);
    expect(smtp.received.length).toBe(MAILS + twice);
  }, 90_000);
});
