import type { OutboxList, OutboxMail, OutboxMailView } from "@shared/schemas/outbox";

/** Mails as GET /api/admin/outbox gives them, for the component tests. */
export function outboxMail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    id: "7d0c1a52-0d1f-4b55-9a1e-2f3c4d5e6f70",
    kind: "order_placed",
    to: "asha.verma@example.in",
    subject: "Your KiddoKart order KK-261123-01001 is confirmed",
    state: "sent",
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    orderId: "order-1",
    createdAt: "2026-11-23T04:30:00.000Z",
    sentAt: "2026-11-23T04:30:05.000Z",
    ...overrides,
  };
}

export function outboxList(mails: OutboxMail[], overrides: Partial<OutboxList> = {}): OutboxList {
  return { mails, total: mails.length, mailServerConfigured: true, ...overrides };
}

export function outboxMailView(overrides: Partial<OutboxMailView> = {}): OutboxMailView {
  return {
    ...outboxMail({
      id: "3f6b2a10-5c4d-4e3f-8a2b-1c0d9e8f7a65",
      kind: "password_reset",
      subject: "Reset your KiddoKart password",
      state: "not_sent",
      attempts: 1,
      lastError: "not sent: no mail server configured",
      orderId: null,
      sentAt: null,
    }),
    from: "KiddoKart <care@kiddokart.example.in>",
    html: '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"></head><body><p>Hello Asha,</p><a href="http://localhost:3000/reset-password?token=abc123">Choose a new password</a></body></html>',
    text: "Hello Asha,\n\nChoose a new password [http://localhost:3000/reset-password?token=abc123]\n\nThe link works for an hour, once.",
    unreadable: null,
    ...overrides,
  };
}
