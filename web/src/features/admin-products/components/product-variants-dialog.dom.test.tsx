// @vitest-environment jsdom
import type { AdminProduct } from "@shared/schemas/admin-products";
import type { AdminProductVariants } from "@shared/schemas/admin-variants";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, getToasts } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { fakeServer } from "@/test/hook-harness";
import { ProductVariantsDialog } from "./product-variants-dialog";

const VARIANTS = "/api/admin/products/7/variants";
const product = { id: 7, name: "Comfy Pants", images: ["/public-objects/pants.webp"] } as AdminProduct;

const variant = (id: number, options: Record<string, string>, price: string, stockQuantity: number) => ({
  id,
  sku: `PANTS-${id}`,
  options,
  price,
  salePrice: null,
  mrp: null,
  discountPercentage: "0.00",
  stockQuantity,
  images: [],
  isActive: true,
  netQuantity: null,
  netQuantityUnit: null,
});

const pants: AdminProductVariants = {
  options: [{ name: "Size", values: [{ value: "M", note: "7–12 kg" }, { value: "L", note: "9–14 kg" }] }],
  variants: [variant(11, { Size: "M" }, "499.00", 5), variant(12, { Size: "L" }, "549.00", 3)],
};

function renderDialog(start: AdminProductVariants) {
  const server = fakeServer();
  server.answer(`GET ${VARIANTS}`, { status: 200, body: start });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ProductVariantsDialog product={product} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { server, onClose };
}

const rows = () => screen.getAllByTestId("variant-row");
const input = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const putBody = (server: ReturnType<typeof fakeServer>) => server.sent.find((request) => request.method === "PUT")?.body;

beforeEach(() => clearToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the options and variants editor", () => {
  it("adds a row for a new value, sets every price at once and saves the whole form", async () => {
    const { server, onClose } = renderDialog(pants);
    await screen.findByRole("table");
    expect(rows().map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["M", "L"]);
    expect(input("Price for Size L").value).toBe("549.00");

    fireEvent.change(input("New Size value"), { target: { value: "XL" } });
    fireEvent.click(screen.getByRole("button", { name: "Add value to Size" }));
    expect(rows().map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["M", "L", "XL"]);
    expect(input("Stock for Size L").value).toBe("3");
    expect(input("Stock for Size XL").value).toBe("0");

    fireEvent.change(screen.getByLabelText("Price for all variants (₹)"), { target: { value: "450" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply to all prices" }));
    expect(["M", "L", "XL"].map((size) => input(`Price for Size ${size}`).value)).toEqual(["450", "450", "450"]);

    server.answer(`PUT ${VARIANTS}`, { status: 200, body: pants });
    fireEvent.click(screen.getByRole("button", { name: "Save variants" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(putBody(server)).toEqual({
      options: [{ name: "Size", values: [{ value: "M", note: "7–12 kg" }, { value: "L", note: "9–14 kg" }, { value: "XL", note: "" }] }],
      variants: [
        expect.objectContaining({ id: 11, options: { Size: "M" }, sku: "PANTS-11", price: "450", stockQuantity: "5", isActive: true }),
        expect.objectContaining({ id: 12, options: { Size: "L" }, sku: "PANTS-12", price: "450", stockQuantity: "3", isActive: true }),
        { options: { Size: "XL" }, sku: "", price: "450", discountPercentage: "", mrp: "", stockQuantity: "0", netQuantity: "", netQuantityUnit: "", images: [], isActive: true },
      ],
    });
    expect(getToasts().find((entry) => entry.open)).toMatchObject({ title: "Variants Saved", description: "Comfy Pants: 2 variants saved." });
  });

  it("shows the server's refusal of a row's MRP under that row's MRP, and focuses it", async () => {
    const { server, onClose } = renderDialog(pants);
    await screen.findByRole("table");
    const message = "The selling price ₹549.00 may not exceed the MRP ₹499.00";
    server.answer(`PUT ${VARIANTS}`, {
      status: 400,
      body: { message, code: "invalid_input", field: "variants.1.mrp", issues: [{ path: "variants.1.mrp", message }] },
    });
    fireEvent.change(input("MRP for Size L"), { target: { value: "499" } });
    fireEvent.click(screen.getByRole("button", { name: "Save variants" }));

    const shown = await within(rows()[1]!).findByText(message);
    expect(input("MRP for Size L").getAttribute("aria-invalid")).toBe("true");
    expect(input("MRP for Size L").getAttribute("aria-describedby")).toBe(shown.id);
    expect(document.activeElement).toBe(input("MRP for Size L"));
    expect(within(rows()[0]!).queryByText(message)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows one row for a product without options, which keeps its id when a first option is added", async () => {
    const { server } = renderDialog({ options: [], variants: [variant(30, {}, "299.00", 12)] });
    await screen.findByRole("table");
    expect(rows()).toHaveLength(1);
    expect(input("Price for the product").value).toBe("299.00");

    fireEvent.click(screen.getByRole("button", { name: "Add option" }));
    fireEvent.change(screen.getByLabelText("Option 1 name"), { target: { value: "Pack" } });
    fireEvent.change(input("New Pack value"), { target: { value: "Pack of 2" } });
    fireEvent.keyDown(input("New Pack value"), { key: "Enter" });
    expect(input("Stock for Pack Pack of 2").value).toBe("12");

    server.answer(`PUT ${VARIANTS}`, { status: 200, body: pants });
    fireEvent.click(screen.getByRole("button", { name: "Save variants" }));
    await waitFor(() => expect(putBody(server)).toBeDefined());
    expect(putBody(server)).toMatchObject({ options: [{ name: "Pack" }], variants: [{ id: 30, options: { Pack: "Pack of 2" }, price: "299.00" }] });
  });

  it("drops a removed value's row, and asks before closing with that change unsaved", async () => {
    const { server, onClose } = renderDialog(pants);
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("button", { name: "Move Size L up" }));
    expect(rows().map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["L", "M"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Size M" }));
    expect(rows().map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["L"]);
    expect(screen.getByRole("button", { name: "Remove Size L" })).toHaveProperty("disabled", true);

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const question = screen.getByRole("dialog", { name: "Leave without saving?" });
    fireEvent.click(within(question).getByRole("button", { name: "Leave without saving" }));
    expect(onClose).toHaveBeenCalled();
    expect(putBody(server)).toBeUndefined();
  });
});
