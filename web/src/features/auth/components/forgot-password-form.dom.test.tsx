// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { ForgotPasswordForm } from "./forgot-password-form";

const NEUTRAL = "If an account exists for that address, we've sent a link to reset its password. It works for one hour.";

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ForgotPasswordForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function ask(email: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
}

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the forgot-password form", () => {
  it("checks the address as sign-in does before sending anything", async () => {
    const server = fakeServer();
    renderForm();
    ask("not-an-email");
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it("sends the address and shows the server's neutral answer in place of the form", async () => {
    const server = fakeServer();
    server.answer("POST /api/forgot-password", { status: 200, body: { message: NEUTRAL } });
    renderForm();
    ask("asha@example.in");
    expect(await screen.findByText(NEUTRAL)).toBeTruthy();
    expect(server.sent[0]!.body).toEqual({ email: "asha@example.in" });
    expect(screen.queryByRole("button", { name: "Send reset link" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/signin");
  });

  it("says why when the server turns the request away", async () => {
    const server = fakeServer();
    server.answer("POST /api/forgot-password", { status: 429, body: { code: "rate_limited", message: "Too many requests. Please try again later." } });
    renderForm();
    ask("asha@example.in");
    await vi.waitFor(() =>
      expect(getToasts().find((toast) => toast.open)).toMatchObject({ title: "Could not send the link", description: "Too many requests. Please try again later.", variant: "destructive" }),
    );
    expect(screen.getByRole("button", { name: "Send reset link" })).toBeTruthy();
  });
});
