// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Header } from "./header";

afterEach(cleanup);
// The menu's code is fetched when it first opens; here it is fetched before, as a tap on the button would.
beforeAll(() => import("./mobile-menu"));

/** The layout hands the header the search feature's box; the header only places it. */
const SearchBox = ({ className }: { className?: string }) => <input aria-label="Search" className={className} />;

function renderHeader() {
  const router = createMemoryRouter([{ path: "*", element: <Header categories={[]} user={null} SearchBox={SearchBox} /> }], { initialEntries: ["/", "/products"] });
  render(<RouterProvider router={router} />);
  return router;
}

const mobileMenu = () => document.getElementById(screen.getByRole("button", { name: /menu$/ }).getAttribute("aria-controls")!);

/** Opens the menu and waits for it: its code is fetched the first time it opens. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await act(() => user.click(screen.getByRole("button", { name: "Open menu" })));
  await waitFor(() => expect(mobileMenu()).not.toBeNull());
}

describe("Header's mobile menu", () => {
  it("opens and closes with its button", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openMenu(user);
    expect(screen.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(mobileMenu()).toBeNull();
  });

  it("closes on any navigation, the back button included, and stays closed on coming back", async () => {
    const user = userEvent.setup();
    const router = renderHeader();
    await openMenu(user);
    await act(() => router.navigate(-1));
    expect(mobileMenu()).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");

    await openMenu(user);
    await act(() => router.navigate("/?search=wipes"));
    expect(mobileMenu()).toBeNull();
    await act(() => router.navigate(-1));
    expect(mobileMenu()).toBeNull();
  });

  it("closes with Escape and gives the focus back to its button", async () => {
    const user = userEvent.setup();
    renderHeader();
    await openMenu(user);
    await user.keyboard("{Escape}");
    expect(mobileMenu()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open menu" }));
  });
});
