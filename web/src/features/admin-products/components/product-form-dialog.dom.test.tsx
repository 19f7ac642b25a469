// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { fakeServer } from "@/test/hook-harness";
import { ProductFormDialog } from "./product-form-dialog";

function renderDialog() {
  fakeServer();
  const queryClient = createQueryClient();
  for (const key of [queryKeys.catalog.categoriesWithSubcategories(), queryKeys.catalog.brands(), queryKeys.catalog.subcategories(), queryKeys.admin.categoryTax()]) {
    queryClient.setQueryData(key, []);
  }
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProductFormDialog open product={null} onOpenChange={onOpenChange} />
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
});
