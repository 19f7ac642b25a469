import { canonicalApiUrl } from "@shared/api-url";

/*
 * The server writes the public API answers a page needs first into its HTML
 * (<script id="page-data" type="application/json">, keyed by canonical API address). Query options use
 * them as their initial data, so the page's first render already shows the products instead of a
 * skeleton followed by a second render. Each answer is used once; later requests go to the server.
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

/** The answer the page came with for a GET of `url`, at most once; undefined when it has none. */
export function takePageData<T>(url: string): T | undefined {
  answers ??= readAnswers();
  const key = canonicalApiUrl(url);
  const answer = answers.get(key) as T | undefined;
  answers.delete(key);
  return answer;
}
