import { ApiError } from "@/lib/api-client";

const TITLES: Record<string, string> = { insufficient_stock: "Not enough stock", conflict: "Limit reached" };

/**
 * The server's refusal of a quantity (past the stock, or past the units one order may hold), whose
 * message says how many are allowed; undefined for any other error.
 */
export function quantityRefusal(error: unknown): { title: string; description: string } | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage) return undefined;
  const title = TITLES[error.code ?? ""];
  return title ? { title, description: error.serverMessage } : undefined;
}
