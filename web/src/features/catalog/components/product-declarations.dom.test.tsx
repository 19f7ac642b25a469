// @vitest-environment jsdom
import type { ProductDeclarations as Declarations } from "@shared/schemas/catalog";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { PriceTag } from "./price-tag";
import { ProductDeclarations } from "./product-declarations";

afterEach(cleanup);

const none: Declarations = { netQuantity: null, netQuantityUnit: null, countryOfOrigin: null, makerRole: null, makerName: null, makerAddress: null, bestBeforeMonths: null };

function rowsOf(region: HTMLElement) {
  return within(region)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe("Product details", () => {
  it("shows every declaration the product has, in the package's order", () => {
    render(
      <ProductDeclarations
        product={{
          mrp: "599.00",
          declarations: { netQuantity: "200", netQuantityUnit: "ml", countryOfOrigin: "Germany", makerRole: "importer", makerName: "Nestling Imports Pvt. Ltd.", makerAddress: "Unit 7, Bhiwandi\nThane 421302", bestBeforeMonths: 36 },
        }}
      />,
    );
    expect(rowsOf(screen.getByRole("region", { name: "Product details" }))).toEqual([
      ["MRP (incl. of all taxes)", "₹599.00"],
      ["Net quantity", "200 ml"],
      ["Country of origin", "Germany"],
      ["Imported by", "Nestling Imports Pvt. Ltd.Unit 7, Bhiwandi\nThane 421302"],
      ["Best before", "36 months from manufacture"],
    ]);
  });

  it("leaves out what is not set, and the whole block without any", () => {
    const { rerender } = render(<ProductDeclarations product={{ mrp: null, declarations: { ...none, netQuantity: "1", netQuantityUnit: "pieces", makerRole: "manufacturer", makerName: "Vistara Baby Gear" } }} />);
    expect(rowsOf(screen.getByRole("region", { name: "Product details" }))).toEqual([
      ["Net quantity", "1 piece"],
      ["Manufactured by", "Vistara Baby Gear"],
    ]);
    rerender(<ProductDeclarations product={{ mrp: null, declarations: none }} />);
    expect(screen.queryByRole("region", { name: "Product details" })).toBeNull();
  });
});

/** Rendered in a cache that knows the shop's settings, as the server's page hands them over. */
function withSettings(pricesIncludeGst: boolean) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.shop.settings(), { pricesIncludeGst });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("PriceTag", () => {
  it("strikes through the MRP beside a sale price when there is one, else the price", () => {
    const { container, rerender } = render(<PriceTag price="499.00" salePrice="449.00" mrp="599.00" />, { wrapper: withSettings(true) });
    expect(container.querySelector("del")?.textContent).toBe("MRP: ₹599.00");
    rerender(<PriceTag price="499.00" salePrice="449.00" mrp={null} />);
    expect(container.querySelector("del")?.textContent).toBe("Original price: ₹499.00");
    rerender(<PriceTag price="499.00" salePrice={null} mrp="599.00" />);
    expect(container.querySelector("del")).toBeNull();
  });

  it("shows prices as what the parent pays, and says so on the product page", () => {
    const { container } = render(<PriceTag price="849.00" salePrice={null} mrp="909.00" size="lg" />, { wrapper: withSettings(true) });
    expect(container.textContent).toBe("₹849.00Inclusive of all taxes");
  });

  it("says '+ GST' beside every price when the shop adds GST at checkout", () => {
    const { container } = render(<PriceTag price="849.00" salePrice={null} />, { wrapper: withSettings(false) });
    expect(container.textContent).toBe("₹849.00+ GST");
  });
});
