// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import type { AnalyticsPeriod } from "../api/get-analytics";
import { SearchInsightsCard } from "./search-insights-card";

function renderCard(days: AnalyticsPeriod = 30) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SearchInsightsCard days={days} />
    </QueryClientProvider>,
  );
}

const rowsOf = (table: string) =>
  within(screen.getByRole("region", { name: table }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the searches card", () => {
  it("shows the top searches and those that found nothing, for the period chosen", async () => {
    const server = fakeServer();
    server.answer("GET /api/admin/search-insights?days=7", {
      status: 200,
      body: {
        days: 7,
        totalSearches: 1234,
        topSearches: [
          { query: "teether", searches: 40, results: 12 },
          { query: "moon lamp", searches: 9, results: 0 },
        ],
        noResults: [{ query: "moon lamp", searches: 9, lastSearchedAt: "2025-01-14T10:00:00.000Z" }],
      },
    });
    renderCard(7);

    expect(await screen.findByText("1,234 searches in the last 7 days")).toBeTruthy();
    expect(rowsOf("Top searches")).toEqual([
      ["teether", "40", "12"],
      ["moon lamp", "9", "0"],
    ]);
    expect(within(screen.getByRole("region", { name: "Top searches" })).getByRole("columnheader", { name: "Products found" })).toBeTruthy();
    expect(rowsOf("Searches that found nothing")).toEqual([["moon lamp", "9", "14 Jan 2025"]]);
    expect(server.sent.map((request) => request.url)).toEqual(["/api/admin/search-insights?days=7"]);
  });

  it("says so when nobody searched, or every search found something", async () => {
    fakeServer().answer("GET /api/admin/search-insights?days=30", { status: 200, body: { days: 30, totalSearches: 0, topSearches: [], noResults: [] } });
    renderCard();
    expect(await screen.findByText("No searches yet")).toBeTruthy();
    expect(screen.getByText("Every search found something")).toBeTruthy();
    expect(screen.getByText("0 searches in the last 30 days")).toBeTruthy();
  });

  it("says when the searches could not be loaded", async () => {
    fakeServer().answer("GET /api/admin/search-insights?days=30", { status: 500, body: { message: "Internal Server Error", code: "internal" } });
    renderCard();
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the searches. Please try again.");
  });
});
