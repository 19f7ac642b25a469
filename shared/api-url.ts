/**
 * One spelling for an API address: its path with the query parameters sorted. The server writes a
 * page's first API answers into its HTML under these keys, and the web app looks its requests up
 * with the same function, whatever order it put the parameters in.
 */
export function canonicalApiUrl(url: string): string {
  const parsed = new URL(url, "http://shop.invalid");
  const params = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** Query strings without empty values: {search: "", page: 2} -> "?page=2". */
export function toQueryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
