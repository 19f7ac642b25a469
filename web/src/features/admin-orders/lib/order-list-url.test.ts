import { describe, expect, it } from "vitest";
import { filtersFromUrl, isFiltered, pageFromUrl, urlOf } from "./order-list-url";

describe("Manage Orders' URL", () => {
  it("reads every filter and the page, and writes them back the same", () => {
    const query = "queue=to-ship&status=confirmed&paymentStatus=paid&search=Asha+R&placedFrom=2026-11-01&placedTo=2026-11-27&page=3";
    const params = new URLSearchParams(query);
    const filters = filtersFromUrl(params);
    expect(filters).toEqual({ queue: "to-ship", status: "confirmed", paymentStatus: "paid", search: "Asha R", placedFrom: "2026-11-01", placedTo: "2026-11-27" });
    expect(pageFromUrl(params)).toBe(3);
    expect(urlOf(filters, 3).toString()).toBe(query);
  });

  it("leaves out unknown or malformed values, empty text and page 1", () => {
    const params = new URLSearchParams("queue=later&status=lost&paymentStatus=x&search=%20%20&placedFrom=2026-02-30&placedTo=yesterday&page=-2");
    expect(filtersFromUrl(params)).toEqual({});
    expect(pageFromUrl(params)).toBe(1);
    expect(urlOf({ search: "  " }, 1).toString()).toBe("");
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ placedTo: "2026-11-27" })).toBe(true);
  });
});
