import type { ProductSummary } from "@shared/schemas/catalog";
import { useState } from "react";

/**
 * Bulk Add mode of the products page: on or off, and the chosen product ids (kept across pages).
 * Turning the mode on or off clears the choice. Sold-out products cannot be chosen, nor products sold in
 * options (the size is chosen on their page).
 */
export function useBulkSelection(productsOnPage: ProductSummary[]) {
  const [enabled, setEnabledState] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [isRunning, setIsRunning] = useState(false);

  const selectableOnPage = productsOnPage.filter((product) => product.stockQuantity > 0 && !product.hasOptions).map((product) => product.id);
  const allOnPageSelected = selectableOnPage.length > 0 && selectableOnPage.every((id) => selected.has(id));

  function setEnabled(next: boolean) {
    setEnabledState(next);
    setSelected(new Set());
  }

  function change(ids: number[], select: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (select) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  /** Runs the bulk action on the chosen ids; true when it succeeded. */
  async function run(action: (productIds: number[]) => Promise<boolean>): Promise<boolean> {
    if (isRunning || selected.size === 0) return false;
    setIsRunning(true);
    try {
      return await action([...selected]);
    } finally {
      setIsRunning(false);
    }
  }

  return {
    enabled,
    setEnabled,
    selected,
    selectableOnPage,
    allOnPageSelected,
    toggle: (productId: number, select: boolean) => change([productId], select),
    selectAllOnPage: (select: boolean) => change(selectableOnPage, select),
    run,
    isRunning,
  };
}
