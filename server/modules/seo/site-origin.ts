/**
 * The shop's own address for absolute links (canonical URLs, structured data, the sitemap):
 * PUBLIC_URL when it is set, else the address the request came to.
 */
export function siteOrigin(publicUrl: string | undefined, request: { protocol: string; host: string }): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
