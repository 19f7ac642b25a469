import { canonicalApiUrl } from "@shared/api-url";

/*
 * The server writes the public API answers a page needs first into its HTML
 * (<script id="page-data" type="application/json">, keyed by canonical API address). Each is used once,
 * for the first request of that address; later requests (refetches, other pages) go to the server.
 */
let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const script = typeof document === "undefined" ? null : document.getElementById("page-data");
  if (!script?.textContent) return found;
  try {
    const parsed: unknown = JSON.parse(script.textContent);
    if (parsed && typeof parsed === "object") for (const [url, answer] of Object.entries(parsed)) found.set(url, answer);
  } catch {
    // A broken copy only costs a request.
  }
  return found;
}

/** The answer the page came with for this GET, at most once. */
export function takePageData(url: string): { data: unknown } | undefined {
  answers ??= readAnswers();
  const key = canonicalApiUrl(url);
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  return { data };
}
