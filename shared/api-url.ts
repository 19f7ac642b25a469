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
