import type { FastifyPluginAsync } from "fastify";
import type { SeoService } from "./seo.service";
import { originCaching, siteOrigin } from "./site-origin";
import { robotsTxt, sitemapXml } from "./sitemap";

export interface SeoRoutesOptions {
  seo: SeoService;
  publicUrl: string | undefined;
}

/** Crawlers come rarely: these may be kept for an hour (by shared caches only when PUBLIC_URL names the site). */
const MAX_AGE_SECONDS = 3600;

/** /sitemap.xml (the storefront's pages, each category and every active product) and /robots.txt. */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { seo, publicUrl }) => {
  const cacheControl = originCaching(publicUrl, MAX_AGE_SECONDS);
  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const entries = await seo.sitemapEntries();
    return reply
      .header("cache-control", cacheControl)
      .type("application/xml; charset=utf-8")
      .send(sitemapXml(siteOrigin(publicUrl, request), entries));
  });

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
    return reply.header("cache-control", cacheControl).type("text/plain; charset=utf-8").send(robotsTxt(siteOrigin(publicUrl, request)));
  });
};
