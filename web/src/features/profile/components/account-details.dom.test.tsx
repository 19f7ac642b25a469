// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { AccountDetails } from "./account-details";

const account = { email: "asha@example.in", createdAt: "2026-01-15T10:00:00Z", isAdmin: false, emailVerified: false, pendingEmail: null as string | null };

function renderDetails(changes: Partial<typeof account> = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccountDetails user={{ ...account, ...changes }} />
    </QueryClientProvider>,
  );
}

const resendButton = () => screen.queryByRole("button", { name: "Resend verification" });

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the e-mail in Account Details", () => {
  it("shows a verified address with its badge and nothing to resend", () => {
    renderDetails({ emailVerified: true });
    expect(screen.getByText("Verified")).toBeTruthy();
    expect(screen.queryByText("Not verified")).toBeNull();
    expect(resendButton()).toBeNull();
  });

  it("sends a new link for an unverified address and tells where it went", async () => {
    const server = fakeServer();
    const message = "We've sent a new verification link to asha@example.in.";
    server.answer("POST /api/verify-email/resend", { status: 200, body: { message } });
    renderDetails();
    expect(screen.getByText("Not verified")).toBeTruthy();
    fireEvent.click(resendButton()!);
    await waitFor(() => expect(getToasts().find((toast) => toast.open)).toMatchObject({ title: "Verification link sent", description: message }));
    expect(server.sent.map((call) => `${call.method} ${call.url}`)).toEqual(["POST /api/verify-email/resend"]);
  });

  it("shows the new address waiting for its link, with the button to send it again", () => {
    renderDetails({ emailVerified: true, pendingEmail: "asha.new@example.in" });
    expect(screen.getByText("Verified")).toBeTruthy();
    expect(screen.getByText(/Waiting for you to open the link we sent to/).textContent).toBe("Waiting for you to open the link we sent to asha.new@example.in.");
    expect(resendButton()).toBeTruthy();
  });

  it("says why when too many links were asked for", async () => {
    const server = fakeServer();
    server.answer("POST /api/verify-email/resend", { status: 429, body: { code: "rate_limited", message: "Too many requests. Please try again later." } });
    renderDetails();
    fireEvent.click(resendButton()!);
    await waitFor(() =>
      expect(getToasts().find((toast) => toast.open)).toMatchObject({ title: "Error", description: "Too many requests. Please try again later.", variant: "destructive" }),
    );
  });
});
