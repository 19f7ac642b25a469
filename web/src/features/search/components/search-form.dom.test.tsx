// @vitest-environment jsdom
import type { SearchSuggestions } from "@shared/schemas/search-suggest";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, useLocation } from "react-router";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { SearchForm } from "./search-form";

const pampers: SearchSuggestions = {
  correctedQuery: "pampers",
  products: [
    { id: 11, name: "Pampers Premium Care Pants, Medium", slug: "pampers-premium-care-pants-m", imageUrl: null, price: "1299.00", salePrice: "999.00", mrp: null, inStock: true },
    { id: 12, name: "Pampers Baby Wipes", slug: "pampers-baby-wipes", imageUrl: null, price: "249.00", salePrice: null, mrp: null, inStock: false },
  ],
  brands: [{ id: 3, name: "Pampers", slug: "pampers" }],
  categories: [{ kind: "subcategory", id: 40, name: "Diapers", slug: "diapers", parentName: "Diapering" }],
};
const SUGGEST = (text: string) => `GET /api/search/suggest?q=${encodeURIComponent(text)}`;

function Address() {
  const location = useLocation();
  return <span data-testid="address">{`${location.pathname}${location.search}`}</span>;
}

function renderSearch() {
  const onSearch = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/"]}>
        <SearchForm onSearch={onSearch} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const address = () => screen.getByTestId("address").textContent;
  return { user: userEvent.setup(), onSearch, address };
}

const box = () => screen.getByRole("combobox", { name: "Search products" });
const listbox = () => screen.findByRole("listbox", { name: "Search suggestions" });
const optionNames = () => screen.getAllByRole("option").map((option) => option.textContent);
const highlighted = () => {
  const id = box().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

/** Types the text and waits for the list of its suggestions. */
async function typeAndList(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(box(), text);
  return listbox();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the header search's suggestions", () => {
  it("asks only from two letters on, once the typing pauses, and lists the answer under group headings", async () => {
    const server = fakeServer();
    server.answer(SUGGEST("pampar"), { status: 200, body: pampers });
    const { user } = renderSearch();
    await user.type(box(), "p");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.sent).toEqual([]);

    await user.type(box(), "ampar");
    const list = await listbox();
    expect(server.sent.map((request) => request.url)).toEqual(["/api/search/suggest?q=pampar"]);
    expect(within(within(list).getByRole("group", { name: "Products" })).getAllByRole("option")).toHaveLength(2);
    expect(within(list).getByRole("group", { name: "Brands" })).toBeTruthy();
    expect(within(list).getByRole("group", { name: "Categories" })).toBeTruthy();
    expect(optionNames()).toEqual([
      "Pampers Premium Care Pants, Medium₹999.00Original price: ₹1,299.00",
      "Pampers Baby Wipes₹249.00Sold out",
      "Pampers",
      "Diapers in Diapering",
    ]);
    expect(screen.getByText("Showing suggestions for")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("4 suggestions available"));
  });

  it("is a combobox whose attributes follow the list and the highlight", async () => {
    fakeServer().answer(SUGGEST("pampar"), { status: 200, body: pampers });
    const { user } = renderSearch();
    expect(box().getAttribute("aria-autocomplete")).toBe("list");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(box().hasAttribute("aria-controls")).toBe(false);

    const list = await typeAndList(user, "pampar");
    await waitFor(() => expect(box().getAttribute("aria-expanded")).toBe("true"));
    expect(box().getAttribute("aria-controls")).toBe(list.id);
    expect(box().hasAttribute("aria-activedescendant")).toBe(false);

    await user.keyboard("{ArrowDown}");
    const first = screen.getAllByRole("option")[0]!;
    await waitFor(() => expect(box().getAttribute("aria-activedescendant")).toBe(first.id));
    expect(first.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(box());
  });

  it("moves the highlight with the arrows, wrapping at both ends", async () => {
    fakeServer().answer(SUGGEST("pampar"), { status: 200, body: pampers });
    const { user } = renderSearch();
    await typeAndList(user, "pampar");

    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(highlighted()).toBe("Diapers in Diapering"));
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(highlighted()).toMatch(/^Pampers Premium Care Pants/));
    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(highlighted()).toBe("Diapers in Diapering"));
    await user.keyboard("{ArrowUp}{ArrowUp}");
    await waitFor(() => expect(highlighted()).toMatch(/^Pampers Baby Wipes/));
  });

  it.each([
    ["a product, to its page", 1, "/products/pampers-premium-care-pants-m"],
    ["a brand, to its products", 3, "/products?brand=pampers"],
    ["a subcategory, to its products", 4, "/products?subcategory=diapers"],
  ])("opens the highlighted suggestion with Enter: %s", async (_name, downs, expected) => {
    fakeServer().answer(SUGGEST("pampar"), { status: 200, body: pampers });
    const { user, onSearch, address } = renderSearch();
    await typeAndList(user, "pampar");
    await user.keyboard("{ArrowDown}".repeat(downs));
    await waitFor(() => expect(box().hasAttribute("aria-activedescendant")).toBe(true));
    await user.keyboard("{Enter}");

    expect(address()).toBe(expected);
    expect(onSearch).toHaveBeenCalledOnce();
    expect(screen.queryByRole("listbox")).toBeNull();
    await waitFor(() => expect(box().getAttribute("aria-expanded")).toBe("false"));
  });

  it("leads a category to its products", async () => {
    const category = { kind: "category" as const, id: 5, name: "Diapering", slug: "diapering", parentName: null };
    fakeServer().answer(SUGGEST("diap"), { status: 200, body: { products: [], brands: [], categories: [category] } });
    const { user, address } = renderSearch();
    await typeAndList(user, "diap");
    expect(optionNames()).toEqual(["Diapering"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(address()).toBe("/products?category=diapering");
  });

  it("searches for the trimmed text with Enter when nothing is highlighted, and not for blank text", async () => {
    fakeServer().answer(SUGGEST("pampar"), { status: 200, body: pampers });
    const { user, onSearch, address } = renderSearch();
    await user.type(box(), "   {Enter}");
    expect(address()).toBe("/");
    expect(onSearch).not.toHaveBeenCalled();

    await user.clear(box());
    await typeAndList(user, "  pampar ");
    await user.keyboard("{Enter}");
    expect(address()).toBe("/products?search=pampar");
    expect(onSearch).toHaveBeenCalledOnce();
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("opens a suggestion on a click", async () => {
    fakeServer().answer(SUGGEST("pampar"), { status: 200, body: pampers });
    const { user, onSearch, address } = renderSearch();
    await typeAndList(user, "pampar");
    await user.click(screen.getByRole("option", { name: /Pampers Baby Wipes/ }));
    expect(address()).toBe("/products/pampers-baby-wipes");
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it("closes with Escape without it reaching the page, then empties the box with a second Escape", async () => {
    fakeServer().answer(SUGGEST("pampar"), { status: 200, body: pampers });
    const { user } = renderSearch();
    const pageSawEscape = vi.fn();
    const escapeOnPage = (event: KeyboardEvent) => event.key === "Escape" && pageSawEscape();
    document.addEventListener("keydown", escapeOnPage);
    try {
      await typeAndList(user, "pampar");
      await user.keyboard("{ArrowDown}{Escape}");
      expect(screen.queryByRole("listbox")).toBeNull();
      await waitFor(() => expect(box().getAttribute("aria-expanded")).toBe("false"));
      expect(box().hasAttribute("aria-activedescendant")).toBe(false);
      expect((box() as HTMLInputElement).value).toBe("pampar");

      await user.keyboard("{ArrowDown}");
      await listbox();
      await user.keyboard("{Escape}{Escape}");
      expect((box() as HTMLInputElement).value).toBe("");
      expect(pageSawEscape).not.toHaveBeenCalled();

      await user.keyboard("{Escape}");
      expect(pageSawEscape).toHaveBeenCalledOnce();
    } finally {
      document.removeEventListener("keydown", escapeOnPage);
    }
  });

  it("closes when the box loses the focus and opens again when it gets it back", async () => {
    fakeServer().answer(SUGGEST("pampar"), { status: 200, body: pampers });
    const { user } = renderSearch();
    await typeAndList(user, "pampar");
    await user.tab();
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.click(box());
    await listbox();
  });

  it("keeps the last suggestions while the next ones load", async () => {
    const server = fakeServer();
    let answer!: () => void;
    server.answer(SUGGEST("pampar"), { status: 200, body: pampers });
    server.answer(SUGGEST("pampars"), { status: 200, body: { ...pampers, products: [], categories: [] }, until: new Promise((resolve) => (answer = resolve)) });
    const { user } = renderSearch();
    await typeAndList(user, "pampar");
    await user.type(box(), "s");
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(optionNames()).toHaveLength(4);

    answer();
    await waitFor(() => expect(optionNames()).toEqual(["Pampers"]));
  });

  it("shows no list, and says so, when there is nothing to suggest or the shop cannot answer", async () => {
    const server = fakeServer();
    server.answer(SUGGEST("zzqq"), { status: 200, body: { products: [], brands: [], categories: [] } });
    server.answer(SUGGEST("pampar"), { status: 404, body: { message: "Route GET:/api/search/suggest not found" } });
    const { user } = renderSearch();
    await user.type(box(), "zzqq");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("No suggestions"));
    expect(screen.queryByRole("listbox")).toBeNull();

    await user.clear(box());
    await user.type(box(), "pampar");
    await waitFor(() => expect(server.sent.map((request) => request.url)).toContain("/api/search/suggest?q=pampar"));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("No suggestions"));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("forgets the list when the text becomes too short, so an old list never comes back", async () => {
    const server = fakeServer();
    server.answer(SUGGEST("pampar"), { status: 200, body: pampers });
    let answer!: () => void;
    server.answer(SUGGEST("hu"), { status: 200, body: { products: [], brands: [{ id: 4, name: "Huggies", slug: "huggies" }], categories: [] }, until: new Promise((resolve) => (answer = resolve)) });
    const { user } = renderSearch();
    await typeAndList(user, "pampar");
    await user.clear(box());
    expect(screen.queryByRole("listbox")).toBeNull();

    await user.type(box(), "hu");
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(screen.queryByRole("listbox")).toBeNull();
    answer();
    await listbox();
    expect(optionNames()).toEqual(["Huggies"]);
  });

  it("loads its code only when the shopper turns to the box", async () => {
    fakeServer();
    renderSearch();
    expect(screen.queryByRole("status")).toBeNull();
    fireEvent.focus(box());
    await waitFor(() => expect(screen.getByRole("status")).toBeTruthy());
  });
});
