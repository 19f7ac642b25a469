// @vitest-environment jsdom
import type { User } from "@shared/schemas/accounts";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { fakeServer } from "@/test/hook-harness";
import { ChangeEmailForm } from "./change-email-form";

function renderForm(hasPassword: boolean) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ChangeEmailForm hasPassword={hasPassword} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Change e-mail" }));

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("changing the e-mail address", () => {
  it("asks for the current password of an account that has one", async () => {
    const server = fakeServer();
    renderForm(true);
    fireEvent.change(screen.getByLabelText("New Email"), { target: { value: "asha.new@example.in" } });
    submit();
    expect(await screen.findByText("Current password is required")).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it("sends the new address, says where the link went and shows it waiting", async () => {
    const server = fakeServer();
    const message = "We've sent a link to asha.new@example.in. Your address changes once you open it.";
    const user = { id: "user-1", email: "asha@example.in", pendingEmail: "asha.new@example.in" } as User;
    server.answer("POST /api/profile/email", { status: 200, body: { user, message } });
    const queryClient = renderForm(false);
    expect(screen.queryByLabelText("Current Password")).toBeNull();
    fireEvent.change(screen.getByLabelText("New Email"), { target: { value: "asha.new@example.in" } });
    submit();
    await waitFor(() => expect(getToasts().find((toast) => toast.open)).toMatchObject({ title: "Check your inbox", description: message }));
    expect(server.sent[0]!.body).toEqual({ email: "asha.new@example.in" });
    expect(queryClient.getQueryData(queryKeys.auth.currentUser())).toEqual(user);
  });

  it("shows the server's refusal under the field it names", async () => {
    const server = fakeServer();
    server.answer("POST /api/profile/email", { status: 400, body: { code: "invalid_input", field: "currentPassword", message: "Current password is incorrect" } });
    renderForm(true);
    fireEvent.change(screen.getByLabelText("New Email"), { target: { value: "asha.new@example.in" } });
    fireEvent.change(screen.getByLabelText("Current Password"), { target: { value: "wrong-password" } });
    submit();
    expect(await screen.findByText("Current password is incorrect", { selector: "p" })).toBeTruthy();
    expect(server.sent[0]!.body).toEqual({ email: "asha.new@example.in", currentPassword: "wrong-password" });
  });
});
