// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { showPendingWelcome } from "../welcome-notice";
import { ResetPasswordForm } from "./reset-password-form";

const TOKEN = "Qk3xY0pZ9r2sT8uV1wX4yZ7aB6cD5eF0gH3iJ2kL1mN";
const LINK_UNUSABLE = "This link has expired or was already used. Please ask for a new one.";

function renderForm(token = TOKEN) {
  const afterReset = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ResetPasswordForm token={token} afterReset={afterReset} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return afterReset;
}

function choose(newPassword: string, confirmPassword = newPassword) {
  fireEvent.change(screen.getByLabelText("New Password"), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText("Confirm New Password"), { target: { value: confirmPassword } });
  fireEvent.click(screen.getByRole("button", { name: "Reset password" }));
}

beforeEach(() => {
  clearToasts();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the reset-password form", () => {
  it("asks for 8 characters and the same password twice, sending nothing until then", async () => {
    const server = fakeServer();
    renderForm();
    choose("short", "short");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeTruthy();
    choose("long-enough-1", "long-enough-2");
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it("sends the link's token with the new password, then goes on signed in with a notice for the next page", async () => {
    const server = fakeServer();
    server.answer("POST /api/reset-password", { status: 200, body: { user: { id: "user-1" } } });
    const afterReset = renderForm();
    choose("brand-new-pass-1");
    await waitFor(() => expect(afterReset).toHaveBeenCalledTimes(1));
    expect(server.sent[0]!.body).toEqual({ token: TOKEN, newPassword: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" });
    expect((screen.getByRole("button", { name: "Resetting..." }) as HTMLButtonElement).disabled).toBe(true);

    showPendingWelcome();
    expect(getToasts().find((toast) => toast.open)).toMatchObject({ title: "Password reset", description: "You are signed in with your new password." });
  });

  it("shows the server's word on a dead link, with a way to ask for a new one", async () => {
    const server = fakeServer();
    server.answer("POST /api/reset-password", { status: 400, body: { code: "invalid_input", field: "token", message: LINK_UNUSABLE } });
    const afterReset = renderForm();
    choose("brand-new-pass-1");
    expect(await screen.findByText(LINK_UNUSABLE)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/forgot-password");
    expect(screen.queryByLabelText("New Password")).toBeNull();
    expect(afterReset).not.toHaveBeenCalled();
  });

  it("says the same without a token in the address", () => {
    const server = fakeServer();
    renderForm("");
    expect(screen.getByText(LINK_UNUSABLE)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toBeTruthy();
    expect(server.sent).toEqual([]);
  });
});
