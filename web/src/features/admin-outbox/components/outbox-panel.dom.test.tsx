// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { outboxList, outboxMail, outboxMailView } from "./outbox-fixtures";
import { OutboxPanel } from "./outbox-panel";

const FIRST_PAGE = "GET /api/admin/outbox?limit=20&offset=0";

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OutboxPanel />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the outbox list", () => {
  it("shows each mail's state, kind, recipient, subject, creation time, attempts and why it was not sent", async () => {
    const server = fakeServer();
    server.answer(
      FIRST_PAGE,
      {
        status: 200,
        body: outboxList([
          outboxMail({ id: "m1", kind: "password_reset", subject: "Reset your KiddoKart password", state: "not_sent", attempts: 1, lastError: "not sent: no mail server configured", sentAt: null }),
          outboxMail({ id: "m2", kind: "new_order", to: "owner@example.in", state: "pending", attempts: 2, lastError: "connect ECONNREFUSED", nextAttemptAt: "2026-11-23T05:00:00.000Z", sentAt: null }),
          outboxMail({ id: "m3", kind: "order_shipped", state: "failed", attempts: 12, lastError: "550 mailbox unavailable", sentAt: null }),
          outboxMail({ id: "m4" }),
        ]),
      },
    );
    renderPanel();
    const rows = await screen.findAllByTestId("outbox-mail-row");
    expect(rows).toHaveLength(4);
    const [notSent, pending, failed, sent] = rows.map((row) => within(row));
    expect(notSent!.getByText("Not sent")).toBeTruthy();
    expect(notSent!.getByText("Password reset")).toBeTruthy();
    expect(notSent!.getByText("Reset your KiddoKart password")).toBeTruthy();
    expect(notSent!.getByText("not sent: no mail server configured")).toBeTruthy();
    expect(pending!.getByText("Pending")).toBeTruthy();
    expect(pending!.getByText("New order (shop copy)")).toBeTruthy();
    expect(pending!.getByText("owner@example.in")).toBeTruthy();
    expect(pending!.getByText("connect ECONNREFUSED")).toBeTruthy();
    expect(pending!.getByText("23 Nov 2026, 10:30 am")).toBeTruthy();
    expect(failed!.getByText("Failed")).toBeTruthy();
    expect(failed!.getByText("Order shipped")).toBeTruthy();
    expect(failed!.getByText("12")).toBeTruthy();
    expect(failed!.getByText("550 mailbox unavailable")).toBeTruthy();
    expect(sent!.getByText("Sent")).toBeTruthy();
    expect(sent!.getByText("Order placed")).toBeTruthy();
    expect(sent!.getByText("asha.verma@example.in")).toBeTruthy();
    expect(sent!.getByText("23 Nov 2026, 10:00 am")).toBeTruthy();
    expect(screen.getByText("Mails (4)")).toBeTruthy();
    expect(screen.queryByText(/No mail server is configured/)).toBeNull();
  });

  it("says mails are kept, not sent, when no mail server is configured", async () => {
    const server = fakeServer();
    server.answer(FIRST_PAGE, { status: 200, body: outboxList([outboxMail({ state: "not_sent" })], { mailServerConfigured: false }) });
    renderPanel();
    expect(
      await screen.findByText("No mail server is configured (SMTP_URL), so mails are kept here and not sent. Open one to see it as the recipient would."),
    ).toBeTruthy();
  });

  it("says when there are no mails yet", async () => {
    const server = fakeServer();
    server.answer(FIRST_PAGE, { status: 200, body: outboxList([]) });
    renderPanel();
    expect(await screen.findByText("No mails yet")).toBeTruthy();
    expect(screen.queryByTestId("outbox-mail-row")).toBeNull();
  });

  it("filters by state from the first page", async () => {
    const server = fakeServer();
    server.answer(FIRST_PAGE, { status: 200, body: outboxList([outboxMail()]) });
    server.answer("GET /api/admin/outbox?state=failed&limit=20&offset=0", { status: 200, body: outboxList([]) });
    renderPanel();
    await screen.findByTestId("outbox-mail-row");
    fireEvent.change(screen.getByLabelText("State"), { target: { value: "failed" } });
    expect(await screen.findByText("No failed mails")).toBeTruthy();
    expect(server.sent.map((request) => request.url)).toContain("/api/admin/outbox?state=failed&limit=20&offset=0");
  });

  it("pages through the outbox", async () => {
    const server = fakeServer();
    server.answer(FIRST_PAGE, { status: 200, body: outboxList([outboxMail()], { total: 45 }) });
    server.answer("GET /api/admin/outbox?limit=20&offset=20", { status: 200, body: outboxList([outboxMail({ id: "m21", subject: "Your order KK-261123-01021 has shipped" })], { total: 45 }) });
    renderPanel();
    await screen.findByText("Mails (45)");
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByText("Your order KK-261123-01021 has shipped")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 3" })).toBeTruthy();
  });

  it("opens a mail from the list", async () => {
    const server = fakeServer();
    const view = outboxMailView();
    server.answer(FIRST_PAGE, { status: 200, body: outboxList([outboxMail({ id: view.id, subject: view.subject, state: "not_sent" })]) });
    server.answer(`GET /api/admin/outbox/${view.id}`, { status: 200, body: { mail: view } });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "View mail: Reset your KiddoKart password" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByTitle("Mail preview")).toBeTruthy();
    expect(within(dialog).getByText(view.from)).toBeTruthy();
  });
});
