import { describe, expect, it } from "vitest";
import { comparePrices } from "./price-comparison";

describe("comparePrices", () => {
  it("strikes through the MRP when the product is on sale and has one, and the badge follows it", () => {
    expect(comparePrices({ pricePaise: 49_900, salePricePaise: 44_900, mrpPaise: 59_900 })).toEqual({ pays: 44_900, original: 59_900, percentOff: 25 });
  });

  it("strikes through the price when there is no MRP, with the badge as before", () => {
    expect(comparePrices({ pricePaise: 249_900, salePricePaise: 224_910, mrpPaise: null })).toEqual({ pays: 224_910, original: 249_900, percentOff: 10 });
  });

  it("strikes nothing through without a sale, even below the MRP", () => {
    expect(comparePrices({ pricePaise: 49_900, salePricePaise: null, mrpPaise: 59_900 })).toEqual({ pays: 49_900, original: null, percentOff: null });
  });

  it("strikes nothing through when the sale price is the MRP (a price above the MRP is never shown as the original)", () => {
    expect(comparePrices({ pricePaise: 69_900, salePricePaise: 59_900, mrpPaise: 59_900 })).toEqual({ pays: 59_900, original: null, percentOff: null });
  });

  it("shows the original but no badge for a saving below half a percent", () => {
    expect(comparePrices({ pricePaise: 100_000, salePricePaise: 99_999, mrpPaise: null })).toEqual({ pays: 99_999, original: 100_000, percentOff: null });
  });
});
