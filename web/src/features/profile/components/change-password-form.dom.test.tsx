// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { ChangePasswordForm } from "./change-password-form";

const SET_BY_MAIL = "You sign in through your identity provider. To sign in with a password too, set one with the link we e-mail you.";

function renderForm(hasPassword: boolean) {
  const router = createMemoryRouter(
    [
      { path: paths.profile.path, element: <ChangePasswordForm hasPassword={hasPassword} /> },
      { path: paths.forgotPassword.path, element: <h1>Forgot your password?</h1> },
    ],
    { initialEntries: [paths.profile.href()] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("My Profile's Change Password", () => {
  it("asks an account with a password for its current one and changes it", async () => {
    const server = fakeServer();
    server.answer("PUT /api/change-password", { status: 200, body: { message: "Password changed successfully" } });
    renderForm(true);
    expect(screen.queryByText(SET_BY_MAIL)).toBeNull();
    expect(screen.queryByRole("link", { name: "Set a password" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Current Password"), { target: { value: "tiny-feet-2024" } });
    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "new-secret-1" } });
    fireEvent.change(screen.getByLabelText("Confirm New Password"), { target: { value: "new-secret-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(getToasts().find((toast) => toast.open)).toMatchObject({ title: "Password changed successfully" }));
    expect(server.sent[0]!.body).toEqual({ currentPassword: "tiny-feet-2024", newPassword: "new-secret-1", confirmPassword: "new-secret-1" });
  });

  it("sends an account without a password to set one through the mailed link, asking for nothing", () => {
    const server = fakeServer();
    const router = renderForm(false);
    expect(screen.getByText(SET_BY_MAIL)).toBeTruthy();
    expect(screen.queryByLabelText("Current Password")).toBeNull();
    expect(screen.queryByRole("button", { name: "Change Password" })).toBeNull();
    const link = screen.getByRole("link", { name: "Set a password" });
    expect(link.getAttribute("href")).toBe("/forgot-password");
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe("/forgot-password");
    expect(screen.getByRole("heading", { name: "Forgot your password?" })).toBeTruthy();
    expect(server.sent).toEqual([]);
  });
});
