// @vitest-environment jsdom
import type { AdminProduct } from "@shared/schemas/admin-products";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { fakeServer } from "@/test/hook-harness";
import { ProductFormDialog } from "./product-form-dialog";

function renderDialog(product: AdminProduct | null = null) {
  fakeServer();
  const queryClient = createQueryClient();
  for (const key of [queryKeys.catalog.categoriesWithSubcategories(), queryKeys.catalog.brands(), queryKeys.catalog.subcategories(), queryKeys.admin.categoryTax()]) {
    queryClient.setQueryData(key, []);
  }
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProductFormDialog open product={product} onOpenChange={onOpenChange} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const productName = () => screen.getByLabelText("Product Name *") as HTMLInputElement;
const question = () => screen.queryByRole("dialog", { name: "Leave without saving?" });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the add/edit product dialog", () => {
  it("closes at once when nothing was typed", () => {
    const onOpenChange = renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(question()).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("asks before closing with unsaved changes; keeping editing keeps them, leaving closes", () => {
    const onOpenChange = renderDialog();
    fireEvent.change(productName(), { target: { value: "Muslin swaddle" } });

    fireEvent.keyDown(productName(), { key: "Escape" });
    expect(question()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(question()).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(productName().value).toBe("Muslin swaddle");

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Leave without saving" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the fields each variant sets read-only, with where to set them, for a product sold in several variants", async () => {
    const pants = {
      id: 7, name: "Comfy Pants", slug: "comfy-pants", sku: "PANTS-M", description: null, shortDescription: null, price: "499.00", salePrice: null,
      discountPercentage: "0.00", stockQuantity: 8, size: null, categoryId: 1, subcategoryId: null, brandId: 1, imageUrl: null, images: [], videos: [],
      tags: [], isActive: true, isFeatured: false, hsnCode: null, gstRate: null, mrp: null, netQuantity: null, netQuantityUnit: null,
      countryOfOrigin: null, makerRole: null, makerName: null, makerAddress: null, bestBeforeMonths: null, variantCount: 2,
    } as unknown as AdminProduct;
    renderDialog(pants);
    const price = screen.getByLabelText("Price (₹) *") as HTMLInputElement;
    await screen.findAllByText("Set per variant in Options and variants");
    for (const label of ["Price (₹) *", "Discount (%)", "SKU", "Stock Quantity", "MRP (₹)", "Net Quantity"]) {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      expect(field.readOnly).toBe(true);
      expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Set per variant in Options and variants");
    }
    expect(price.value).toBe("499.00");
    expect(screen.getByLabelText("Product Name *")).toHaveProperty("readOnly", false);
  });
});
