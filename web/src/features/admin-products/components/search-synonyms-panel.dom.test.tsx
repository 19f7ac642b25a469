// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { SearchSynonymsPanel } from "./search-synonyms-panel";

const LIST = "GET /api/admin/search-synonyms";
const nappies = { id: 1, terms: ["nappy", "nappies", "diaper", "diapers"] };
const sippers = { id: 4, terms: ["sippy cup", "sipper", "straw cup"] };
const HINT = "Words shoppers use for the same thing, separated by commas: nappy, diaper";

const shownToast = () => getToasts().find((entry) => entry.open);

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SearchSynonymsPanel />
    </QueryClientProvider>,
  );
}

const newGroupField = () => screen.getByRole("textbox", { name: "Words" });

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the search synonyms screen", () => {
  it("lists each group as chips of its words, with Edit and Delete", async () => {
    const server = fakeServer();
    server.answer(LIST, { status: 200, body: { groups: [nappies, sippers] } });
    renderPanel();
    const rows = await screen.findAllByTestId("synonym-group");
    expect(rows).toHaveLength(2);
    const chips = within(within(rows[0]!).getByRole("list", { name: "nappy · nappies · diaper · diapers" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["nappy", "nappies", "diaper", "diapers"]);
    expect(within(rows[0]!).getByRole("button", { name: "Edit nappy · nappies · diaper · diapers" })).toBeTruthy();
    expect(within(rows[1]!).getByRole("button", { name: "Delete sippy cup · sipper · straw cup" })).toBeTruthy();
    expect(screen.getByText("Groups (2)")).toBeTruthy();
    expect(screen.getByText(HINT)).toBeTruthy();
  });

  it("says when there are no groups", async () => {
    fakeServer().answer(LIST, { status: 200, body: { groups: [] } });
    renderPanel();
    expect(await screen.findByText("No synonym groups yet")).toBeTruthy();
  });

  it("adds a group from words separated by commas, and empties the field", async () => {
    const server = fakeServer();
    const added = { id: 9, terms: ["muslin", "swaddle", "swaddle wrap"] };
    server.answer(LIST, { status: 200, body: { groups: [nappies] } }, { status: 200, body: { groups: [nappies, added] } });
    server.answer("POST /api/admin/search-synonyms", { status: 201, body: { group: added } });
    renderPanel();
    await screen.findAllByTestId("synonym-group");
    fireEvent.change(newGroupField(), { target: { value: " Muslin, SWADDLE ,, swaddle wrap, muslin" } });
    fireEvent.click(screen.getByRole("button", { name: "Add group" }));
    await waitFor(() => expect(screen.getAllByTestId("synonym-group")).toHaveLength(2));
    expect(server.sent.find((request) => request.method === "POST")?.body).toEqual({ terms: ["muslin", "swaddle", "swaddle wrap"] });
    expect((newGroupField() as HTMLInputElement).value).toBe("");
    expect(shownToast()).toMatchObject({ title: "Group added", description: "muslin · swaddle · swaddle wrap" });
  });

  it("refuses fewer than two different words at the field, before asking the server", async () => {
    const server = fakeServer();
    server.answer(LIST, { status: 200, body: { groups: [] } });
    renderPanel();
    await screen.findByText("No synonym groups yet");
    fireEvent.change(newGroupField(), { target: { value: "teether, Teether" } });
    fireEvent.click(screen.getByRole("button", { name: "Add group" }));
    expect(await screen.findByText("A synonym group needs at least two different words")).toBeTruthy();
    expect(newGroupField().getAttribute("aria-invalid")).toBe("true");
    expect(newGroupField().getAttribute("aria-describedby")).toBe("synonym-group-new-error");
    expect(document.activeElement).toBe(newGroupField());
    expect(screen.queryByText(HINT)).toBeNull();
    expect(server.sent.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("shows the server's refusal at the field, and keeps what was typed", async () => {
    const server = fakeServer();
    server.answer(LIST, { status: 200, body: { groups: [nappies] } });
    server.answer("POST /api/admin/search-synonyms", { status: 409, body: { code: "duplicate", field: "terms", message: "'nappy' is already in another group" } });
    renderPanel();
    await screen.findAllByTestId("synonym-group");
    fireEvent.change(newGroupField(), { target: { value: "nappy, langot" } });
    fireEvent.click(screen.getByRole("button", { name: "Add group" }));
    expect(await screen.findByText("'nappy' is already in another group")).toBeTruthy();
    expect((newGroupField() as HTMLInputElement).value).toBe("nappy, langot");
    expect(screen.getByRole("button", { name: "Add group" }).hasAttribute("disabled")).toBe(false);
  });

  it("edits a group in place from its words, and shows it again once saved", async () => {
    const server = fakeServer();
    const saved = { ...nappies, terms: ["nappy", "nappies", "diaper", "diapers", "langot"] };
    server.answer(LIST, { status: 200, body: { groups: [nappies, sippers] } }, { status: 200, body: { groups: [saved, sippers] } });
    server.answer("PUT /api/admin/search-synonyms/1", { status: 200, body: { group: saved } });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Edit nappy · nappies · diaper · diapers" }));
    const field = screen.getByRole("textbox", { name: "Words of the group", description: HINT }) as HTMLInputElement;
    const editing = screen.getAllByTestId("synonym-group")[0]!;
    expect(within(editing).getByRole("textbox") as HTMLInputElement).toBe(field);
    expect(field.value).toBe("nappy, nappies, diaper, diapers");
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: `${field.value}, Langot` } });
    fireEvent.click(within(editing).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("list", { name: "nappy · nappies · diaper · diapers · langot" })).toBeTruthy();
    expect(server.sent.find((request) => request.method === "PUT")?.body).toEqual({ terms: ["nappy", "nappies", "diaper", "diapers", "langot"] });
    expect(shownToast()).toMatchObject({ title: "Group saved" });
  });

  it("leaves a group as it was when its edit is cancelled", async () => {
    const server = fakeServer();
    server.answer(LIST, { status: 200, body: { groups: [nappies] } });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Edit nappy · nappies · diaper · diapers" }));
    const editing = screen.getByTestId("synonym-group");
    fireEvent.change(within(editing).getByRole("textbox"), { target: { value: "nappy" } });
    fireEvent.click(within(editing).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("list", { name: "nappy · nappies · diaper · diapers" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit nappy · nappies · diaper · diapers" }));
    expect(server.sent.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("deletes a group only once confirmed", async () => {
    const server = fakeServer();
    server.answer(LIST, { status: 200, body: { groups: [nappies, sippers] } }, { status: 200, body: { groups: [sippers] } });
    // The server answers 204; a Response built by the fake cannot carry that status, and the client reads both alike.
    server.answer("DELETE /api/admin/search-synonyms/1", { status: 200 });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Delete nappy · nappies · diaper · diapers" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete synonym group" });
    expect(within(dialog).getByText("A search for one of these words will no longer find the products of the others: nappy · nappies · diaper · diapers.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sent.filter((request) => request.method === "DELETE")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Delete nappy · nappies · diaper · diapers" }));
    dialog = await screen.findByRole("dialog", { name: "Delete synonym group" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getAllByTestId("synonym-group")).toHaveLength(1));
    expect(server.sent.filter((request) => request.method === "DELETE").map((request) => request.url)).toEqual(["/api/admin/search-synonyms/1"]);
    expect(shownToast()).toMatchObject({ title: "Group deleted", description: "nappy · nappies · diaper · diapers" });
  });
});
