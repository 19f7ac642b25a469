/**
 * The shop's own address for absolute links (canonical URLs, structured data, the sitemap):
 * PUBLIC_URL when it is set, else the address the request came to. Fastify's `host` and `protocol`
 * read X-Forwarded-Host and -Proto only from a proxy TRUST_PROXY names; from anyone else they are the
 * request's own Host header and connection.
 */
export function siteOrigin(publicUrl: string | undefined, request: { protocol: string; host: string }): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
