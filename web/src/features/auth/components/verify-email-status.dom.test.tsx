// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { VerifyEmailStatus } from "./verify-email-status";

const TOKEN = "Qk3xY0pZ9r2sT8uV1wX4yZ7aB6cD5eF0gH3iJ2kL1mN";

function renderStatus(token = TOKEN) {
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <VerifyEmailStatus token={token} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("opening a verification link", () => {
  it("sends the token once, even when React starts the page twice, and says the address is verified", async () => {
    const server = fakeServer();
    server.answer("POST /api/verify-email", { status: 200, body: { message: "Your e-mail address is verified." } });
    server.answer("GET /api/auth/user", { status: 401, body: { code: "unauthorized", message: "Unauthorized" } });
    renderStatus();
    expect(await screen.findByText("Your e-mail address is verified.")).toBeTruthy();
    expect(server.sent.filter((call) => call.url === "/api/verify-email")).toEqual([expect.objectContaining({ body: { token: TOKEN } })]);
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/");
  });

  it("shows why a link cannot be used, with the way to a new one", async () => {
    const server = fakeServer();
    const message = "This link has expired or was already used. Please ask for a new one.";
    server.answer("POST /api/verify-email", { status: 400, body: { code: "invalid_input", field: "token", message } });
    server.answer("GET /api/auth/user", { status: 401, body: { code: "unauthorized", message: "Unauthorized" } });
    renderStatus();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Send a new link from My Profile" }).getAttribute("href")).toBe("/profile");
  });
});
