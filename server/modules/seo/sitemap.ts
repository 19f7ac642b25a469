import { escapeHtml } from "./page-html";

/** One sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Path and query on the shop, e.g. "/products?category=feeding". */
  path: string;
  lastModified?: Date;
}

/** The sitemap XML for the shop at `origin`; every address absolute and escaped. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    return `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

/** Pages for everyone; the shopper's own screens, the back office and the API are left alone. */
const DISALLOWED = ["/api/", "/admin", "/cart", "/checkout", "/orders", "/profile", "/wishlist", "/forgot-password", "/reset-password", "/verify-email"];

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
