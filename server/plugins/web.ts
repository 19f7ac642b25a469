import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createPageAssets } from "../modules/seo/page-assets";
import { createPageHtml } from "../modules/seo/page-html";
import type { PageMetaResolver } from "../modules/seo/page-meta";
import { siteOrigin } from "../modules/seo/site-origin";
import { webDistDir } from "../paths";

/** A page is a few tens of KB: quick settings compress it in well under a millisecond. */
function compressPage(html: string, acceptEncoding: string | undefined): { body: string | Buffer; encoding?: "br" | "gzip" } {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return { body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: "br" };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html, { level: 6 }), encoding: "gzip" };
  return { body: html };
}

export interface WebPluginOptions {
  distDir?: string;
  /** Writes each storefront page's title, description and structured data into the HTML. */
  pageMeta?: PageMetaResolver;
  publicUrl?: string;
}

/**
 * Serves the built web app: hashed assets cached for good (with their pre-compressed .br/.gz twins
 * when the build made them), and index.html (never cached) for every other page so the app's router
 * can show it, including its 404 screen. Storefront pages get their own title, description and
 * product data in that HTML (compressed when the browser accepts it), their own scripts preloaded and
 * their first API answers; an unknown product answers 404.
 * Unknown /api paths get JSON.
 */
export const webPlugin = fp(async (app: FastifyInstance, { distDir = webDistDir, pageMeta, publicUrl }: WebPluginOptions) => {
  const indexFile = path.join(distDir, "index.html");
  const hasWebBuild = existsSync(indexFile);
  const pageHtml = createPageHtml(hasWebBuild ? readFileSync(indexFile, "utf8") : "");
  const pageAssets = createPageAssets(distDir);

  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/",
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = "", search = ""] = request.url.split("?", 2);
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/") && pathname !== "/api";
    if (!wantsPage || !hasWebBuild) {
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found`, code: "not_found" });
    }
    const meta = await pageMeta?.resolve(pathname, new URLSearchParams(search), siteOrigin(publicUrl, request), request.log);
    const html = pageHtml.render(meta, meta?.pageSource ? pageAssets.scriptsFor(meta.pageSource) : []);
    const { body, encoding } = compressPage(html, request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    return reply
      .status(meta?.status ?? 200)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8")
      .send(body);
  });
});
