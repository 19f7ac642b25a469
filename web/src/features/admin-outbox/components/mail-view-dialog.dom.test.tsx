// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { MailViewDialog } from "./mail-view-dialog";
import { outboxMailView } from "./outbox-fixtures";

const view = outboxMailView();

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MailViewDialog mailId={view.id} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a mail opened from the outbox", () => {
  it("shows sender, recipient, subject and state, and the HTML in a frame that runs no script", async () => {
    const server = fakeServer();
    server.answer(`GET /api/admin/outbox/${view.id}`, { status: 200, body: { mail: view } });
    renderDialog();
    const dialog = await screen.findByRole("dialog");
    const frame = await within(dialog).findByTitle("Mail preview");
    expect(within(dialog).getByRole("heading", { name: "Reset your KiddoKart password" })).toBeTruthy();
    expect(within(dialog).getByText("KiddoKart <care@kiddokart.example.in>")).toBeTruthy();
    expect(within(dialog).getByText("asha.verma@example.in")).toBeTruthy();
    expect(within(dialog).getByText("Not sent")).toBeTruthy();
    expect(within(dialog).getByText("not sent: no mail server configured")).toBeTruthy();
    expect(frame.tagName).toBe("IFRAME");
    // Links may open a tab of their own; scripts, forms and the back office's origin stay out of reach.
    expect(frame.getAttribute("sandbox")).toBe("allow-popups allow-popups-to-escape-sandbox");
    const document = frame.getAttribute("srcdoc")!;
    expect(document).toContain('<head><base target="_blank"><meta charset="UTF-8"></head>');
    expect(document).toContain('<a href="http://localhost:3000/reset-password?token=abc123">Choose a new password</a>');
  });

  it("shows the plain-text part with its addresses as links", async () => {
    const server = fakeServer();
    server.answer(`GET /api/admin/outbox/${view.id}`, { status: 200, body: { mail: view } });
    renderDialog();
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("switch", { name: "Plain text" }));
    expect(within(dialog).queryByTitle("Mail preview")).toBeNull();
    const link = within(dialog).getByRole("link", { name: "http://localhost:3000/reset-password?token=abc123" });
    expect(link.getAttribute("href")).toBe("http://localhost:3000/reset-password?token=abc123");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.closest("pre")!.textContent).toBe(view.text);
  });

  it("shows a mail whose stored data cannot be read with its facts and why, instead of an error", async () => {
    const unreadable = outboxMailView({ html: null, text: null, unreadable: "This mail's stored data cannot be read (A order_shipped mail needs an order in its data)." });
    const server = fakeServer();
    server.answer(`GET /api/admin/outbox/${view.id}`, { status: 200, body: { mail: unreadable } });
    renderDialog();
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", unreadable.unreadable);
    expect(within(dialog).getByText("asha.verma@example.in")).toBeTruthy();
    expect(within(dialog).queryByTitle("Mail preview")).toBeNull();
  });

  it("says when the mail is no longer there", async () => {
    const server = fakeServer();
    server.answer(`GET /api/admin/outbox/${view.id}`, { status: 404, body: { code: "not_found", message: "Mail not found" } });
    renderDialog();
    expect(await screen.findByText("This mail is no longer in the outbox.")).toBeTruthy();
  });

  it("closes with its close button", async () => {
    const server = fakeServer();
    server.answer(`GET /api/admin/outbox/${view.id}`, { status: 200, body: { mail: view } });
    const onClose = renderDialog();
    fireEvent.click(await screen.findByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });
});
