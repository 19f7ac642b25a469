/**
 * The shop's own address for absolute links (canonical URLs, structured data, the sitemap):
 * PUBLIC_URL when it is set, else the address the request came to. Fastify's `host` and `protocol`
 * read X-Forwarded-Host and -Proto only from a proxy TRUST_PROXY names; from anyone else they are the
 * request's own Host header and connection.
 */
export function siteOrigin(publicUrl: string | undefined, request: { protocol: string; host: string }): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * Who may keep an answer that names the site's origin (robots.txt, the sitemap, a page's canonical link).
 * With PUBLIC_URL, anyone: the origin is the same for everybody. Without it the origin came from this
 * request's Host (or a trusted proxy's X-Forwarded-Host), so only the asker's own browser may keep it: a
 * shared cache that leaves the header out of its key would hand one request's host to every visitor.
 */
export function originCaching(publicUrl: string | undefined, maxAgeSeconds: number): string {
  return `${publicUrl ? "public" : "private"}, max-age=${maxAgeSeconds}`;
}
