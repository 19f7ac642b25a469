// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { PriceRangeFilter } from "./price-range-filter";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The products page: the range lives in the URL, which the filter's changes update, 100 ms later (a navigation). */
function ProductsPage({ changes }: { changes: Array<{ minPrice: number; maxPrice: number }> }) {
  const [range, setRange] = useState({ minPrice: 0, maxPrice: 50_000 });
  return (
    <>
      <PriceRangeFilter
        min={range.minPrice}
        max={range.maxPrice}
        onChange={(next) => {
          changes.push(next);
          setTimeout(() => setRange(next), 100);
        }}
      />
      <button type="button" onClick={() => setRange({ minPrice: 0, maxPrice: 50_000 })}>
        Clear
      </button>
      <button type="button" onClick={() => setRange(changes.at(-2)!)}>
        Back
      </button>
    </>
  );
}

const press = (name: string, key: string) => fireEvent.keyDown(screen.getByRole("slider", { name }), { key });
const valueOf = (name: string) => screen.getByRole("slider", { name }).getAttribute("aria-valuenow");

it("keeps keys pressed after a pause whose change is still coming back through the URL", () => {
  const changes: Array<{ minPrice: number; maxPrice: number }> = [];
  render(<ProductsPage changes={changes} />);
  for (let i = 0; i < 13; i++) press("Maximum price", "PageDown");
  // A slow phone: the pause commits ₹37,000 while the parent goes on pressing.
  act(() => void vi.advanceTimersByTime(400));
  expect(changes).toEqual([{ minPrice: 0, maxPrice: 37_000 }]);
  for (let i = 0; i < 2; i++) press("Maximum price", "PageDown");
  act(() => void vi.advanceTimersByTime(100));
  for (let i = 0; i < 30; i++) press("Maximum price", "PageDown");
  expect(valueOf("Maximum price")).toBe("5000");
  act(() => void vi.advanceTimersByTime(500));
  expect(changes.at(-1)).toEqual({ minPrice: 0, maxPrice: 5_000 });
  expect(valueOf("Maximum price")).toBe("5000");
});

it("shows a range the URL was given from elsewhere (Clear, Back)", () => {
  render(<ProductsPage changes={[]} />);
  press("Minimum price", "PageUp");
  act(() => void vi.advanceTimersByTime(500));
  expect(valueOf("Minimum price")).toBe("1000");
  fireEvent.click(screen.getByRole("button", { name: "Clear" }));
  expect(valueOf("Minimum price")).toBe("0");
});

it("shows the range Back returns to, though the slider once chose it itself", () => {
  const changes: Array<{ minPrice: number; maxPrice: number }> = [];
  render(<ProductsPage changes={changes} />);
  press("Minimum price", "PageUp");
  act(() => void vi.advanceTimersByTime(500));
  press("Minimum price", "PageUp");
  act(() => void vi.advanceTimersByTime(500));
  expect(valueOf("Minimum price")).toBe("2000");
  fireEvent.click(screen.getByRole("button", { name: "Back" }));
  expect(valueOf("Minimum price")).toBe("1000");
});
