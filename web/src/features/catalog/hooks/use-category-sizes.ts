import type { ProductListResponse } from "@shared/schemas/catalog";
import { useState } from "react";

const NONE: readonly string[] = [];

/**
 * The Size filter's choices: the sizes the list's last answer gave for this category or subcategory,
 * kept while another page of it loads (the filter would otherwise blink out and back).
 */
export function useCategorySizes(categoryKey: string, answer: ProductListResponse | undefined): readonly string[] {
  const [kept, setKept] = useState({ categoryKey, sizes: answer?.sizes ?? NONE });
  const answered = answer ? (answer.sizes ?? NONE) : undefined;
  if (answered && (kept.categoryKey !== categoryKey || answered.join("\n") !== kept.sizes.join("\n"))) setKept({ categoryKey, sizes: answered });
  return kept.categoryKey === categoryKey ? kept.sizes : NONE;
}
