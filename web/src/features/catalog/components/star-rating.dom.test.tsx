// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StarRating } from "./star-rating";

afterEach(cleanup);

function starsOf(container: HTMLElement): string[] {
  return [...container.querySelectorAll("[data-star]")].map((star) => star.getAttribute("data-star") ?? "");
}

describe("StarRating", () => {
  it("reads out and fills the rating rounded the way the text beside it is", () => {
    const { container } = render(<StarRating rating={4.35} />);
    expect(screen.getByRole("img", { name: "Rated 4.4 out of 5" })).toBeTruthy();
    expect(starsOf(container)).toEqual(["full", "full", "full", "full", "half"]);
  });

  it("fills a high rating up rather than down", () => {
    const { container } = render(<StarRating rating={4.8} />);
    expect(starsOf(container)).toEqual(["full", "full", "full", "full", "full"]);
  });

  it("says a whole rating without a decimal", () => {
    const { container } = render(<StarRating rating={3} />);
    expect(screen.getByRole("img", { name: "Rated 3 out of 5" })).toBeTruthy();
    expect(starsOf(container)).toEqual(["full", "full", "full", "empty", "empty"]);
  });
});
