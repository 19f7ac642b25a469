// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { Link, MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollToTop } from "./scroll-to-top";

function renderAt(path: string) {
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <ScrollToTop />
        <Link to="/products?page=2">Page 2</Link>
        <Link to="/pages/faqs">FAQs</Link>
      </MemoryRouter>
    </StrictMode>,
  );
  return scrollTo;
}

describe("ScrollToTop", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("leaves the page the browser loaded where it is, as the shopper may have scrolled it already", () => {
    const scrollTo = renderAt("/pages/returns-and-refunds");
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("starts a page the shopper goes to at its top, but not when only the query changes", () => {
    const scrollTo = renderAt("/products");
    fireEvent.click(screen.getByRole("link", { name: "Page 2" }));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("link", { name: "FAQs" }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: "instant" });
  });
});
