// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { DeleteAccountDialog } from "./delete-account-dialog";

function renderDialog(hasPassword: boolean) {
  const onDeleted = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeleteAccountDialog hasPassword={hasPassword} onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Delete account" }));
  return onDeleted;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Delete account", () => {
  it("says what is erased and kept, asks for the password, shows a refusal under it, then deletes", async () => {
    const server = fakeServer();
    server.answer(
      "POST /api/profile/delete",
      { status: 400, body: { code: "invalid_input", field: "password", message: "Password is incorrect" } },
      { status: 200, body: { message: "Your account is deleted.", ordersKept: 2, reviewsKept: 1 } },
    );
    const onDeleted = renderDialog(true);
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    expect(dialog.textContent).toContain("What we erase");
    expect(dialog.textContent).toContain("72 months from the due date");

    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText("Please enter your password to delete your account.")).toBeTruthy();
    expect(server.sent).toEqual([]);

    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "not-it" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect((await screen.findByText("Password is incorrect")).id).toBe("delete-account-password-error");
    expect(onDeleted).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "tiny-feet-2024" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(server.sent.map((request) => request.body)).toEqual([{ password: "not-it" }, { password: "tiny-feet-2024" }]);
  });

  it("asks an account without a password for a recent sign-in instead, and shows why it was refused", async () => {
    const server = fakeServer();
    const refusal = "For your safety, please sign out and sign in again, then delete your account within 10 minutes.";
    server.answer("POST /api/profile/delete", { status: 403, body: { code: "forbidden", message: refusal } });
    const onDeleted = renderDialog(false);
    expect(screen.queryByLabelText("Your password")).toBeNull();
    expect(screen.getByText(/you must have signed in within the last 10 minutes/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(server.sent[0]!.body).toEqual({});
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
