import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { PageDescriber, PageDescription, PageRenderer, RenderedPage, ServerApi } from "@shared/page-render";
import { createPageAssets } from "../modules/seo/page-assets";
import { createPageCompressor } from "../modules/seo/page-compression";
import { createPageHtml } from "../modules/seo/page-html";
import { createServerApi } from "../modules/seo/server-api";
import { originCaching, siteOrigin } from "../modules/seo/site-origin";
import { createRenderGate, type createVisitorPageCache } from "../modules/seo/visitor-pages";
import { takeFormReturn } from "./form-return";
import { SESSION_COOKIE } from "../modules/accounts/session-token";
import { webDistDir } from "../paths";

export interface WebPluginOptions {
  distDir?: string;
  /** Renders the app's pages to HTML with their heads (the web build's server entry); without it the browser renders them. */
  renderPage?: PageRenderer;
  /**
   * Says what the web app's route table knows of a page the server did not render (its head, its code), from
   * the same entry; without it such a page keeps the app's own head.
   */
  describePage?: PageDescriber;
  /** Catalogue pages rendered for visitors, kept briefly (see visitor-pages.ts); without it every page is rendered. */
  visitorPages?: ReturnType<typeof createVisitorPageCache>;
  publicUrl?: string;
}

/**
 * Pages rendered at once, and waiting to be: a render is a few milliseconds of the one thread every request
 * shares. Beyond that the browser renders the page itself (see createRenderGate).
 */
const RENDERS_AT_ONCE = 4;
const RENDERS_WAITING = 32;

/**
 * Headers only a document reads (what it may load or be framed by, how its window is grouped): a script
 * or a stylesheet is never shown as a page (`nosniff` stays, so a browser never takes one for a page).
 * They are left off the hashed scripts and stylesheets, some 600 bytes of each of a first visit's
 * twenty-odd requests for them. Pictures keep them: an SVG opened on its own is a document.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
const SCRIPT_OR_STYLESHEET = /\.(?:js|css)(?:\.br|\.gz)?$/;

/** How long a browser or a shared cache may reuse a page a visitor was sent, before asking again. */
export const PUBLIC_PAGE_MAX_AGE_SECONDS = 60;

/**
 * Who may keep a copy of a page. A page rendered for a signed-in shopper is theirs alone; one rendered
 * for a visitor may be kept briefly by anyone (Vary: Cookie keeps it from a shopper who signs in) when
 * PUBLIC_URL fixes its canonical link, else by the visitor's browser only; the bare frame of the back
 * office is never kept.
 */
function cachingOf(page: RenderedPage | null, publicUrl: string | undefined): string {
  if (!page) return "no-cache";
  return page.signedIn ? "private, no-cache" : originCaching(publicUrl, PUBLIC_PAGE_MAX_AGE_SECONDS);
}

/** A weak validator of the page's HTML (the same page is sent compressed in different ways). */
function entityTag(html: string): string {
  return `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
}

/** Whether the browser or cache already holds this version (If-None-Match may list several). */
function alreadyHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? "").split(",").some((held) => held.trim() === etag || held.trim() === "*");
}

/**
 * Serves the built web app: hashed assets cached for good (with their pre-compressed .br/.gz twins
 * when the build made them), and every other address as a page: rendered on the server by the app's
 * own routes and components (see docs/decisions/021-storefront-rendered-on-the-server.md) with its own
 * title, description and structured data and its first pictures preloaded, compressed when the browser
 * accepts it; an unknown address or product answers 404. The back office, and any page the server could not
 * render, is the app's frame for the browser to render. Unknown /api paths get JSON.
 */
export const webPlugin = fp(async (app: FastifyInstance, { distDir = webDistDir, renderPage, describePage, visitorPages, publicUrl }: WebPluginOptions) => {
  const indexFile = path.join(distDir, "index.html");
  const hasWebBuild = existsSync(indexFile);
  const pageHtml = createPageHtml(hasWebBuild ? readFileSync(indexFile, "utf8") : "");
  const pageAssets = createPageAssets(distDir);
  const renderGate = createRenderGate({ concurrency: RENDERS_AT_ONCE, queue: RENDERS_WAITING });
  const compressor = createPageCompressor();

  /** What the route table says of a page the server did not render; unexpected failures (the database is away) give nothing, after logging. */
  async function describeUnrendered(url: string, origin: string, api: ServerApi, log: FastifyBaseLogger): Promise<PageDescription | null> {
    try {
      return (await describePage?.({ url, origin, api })) ?? null;
    } catch (error) {
      log.error({ err: error, url }, "could not work out the page's head");
      return null;
    }
  }

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
        if (hashed && SCRIPT_OR_STYLESHEET.test(filePath)) for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = ""] = request.url.split("?", 1);
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/") && pathname !== "/api";
    if (!wantsPage || !hasWebBuild) {
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found`, code: "not_found" });
    }
    const origin = siteOrigin(publicUrl, request);
    // A plain form the server refused comes back to its page once, in that shopper's page alone (never a kept one).
    const formReturn = takeFormReturn(request, reply);
    // A visitor's copy of a catalogue page, by address (and origin: the page names its canonical address). The
    // web app's route table says which pages are kept (RenderedPage.keptForVisitors); any other address finds none.
    const visitorKey = visitorPages && !formReturn && !request.cookies[SESSION_COOKIE] ? `${origin}${request.url}` : null;
    let page: RenderedPage | null = (visitorKey && visitorPages?.get(visitorKey)) || null;
    const api = createServerApi(app, request);
    if (renderPage && !page) {
      try {
        const outcome = await renderGate.tryRun(() => renderPage({ url: request.url, origin, api, ...(formReturn ? { formReturn } : {}) }));
        if (!outcome) request.log.warn({ path: pathname }, "too many pages being rendered; the browser renders this one");
        const rendered = outcome?.value ?? null;
        // Where the page would send this shopper at once: theirs alone, never kept.
        if (rendered && "redirect" in rendered) {
          if (rendered.oneTimeLink) reply.header("referrer-policy", "no-referrer");
          return reply.header("cache-control", rendered.oneTimeLink ? "no-store" : "private, no-cache").redirect(rendered.redirect, 302);
        }
        page = rendered;
        if (page && visitorKey && page.keptForVisitors && !page.signedIn) visitorPages?.set(visitorKey, page);
      } catch (error) {
        request.log.error({ err: error, path: pathname }, "could not render the page on the server; the browser renders it");
      }
    }
    // A page left to the browser still gets its head and its code named, as the route table says.
    const described: PageDescription | null = page ?? (await describeUnrendered(request.url, origin, api, request.log));
    const head = described?.head;
    const oneTimeLink = described?.oneTimeLink ?? false;
    if (oneTimeLink) reply.header("referrer-policy", "no-referrer");
    const html = pageHtml.render(head, head ? pageAssets.scriptsFor(described?.sources ?? []) : [], page ?? undefined);
    const status = page?.status === 404 ? 404 : (head?.status ?? 200);
    reply
      .status(status)
      .header("cache-control", oneTimeLink ? "no-store" : formReturn ? "private, no-store" : cachingOf(page, publicUrl))
      .header("vary", page ? "accept-encoding, cookie" : "accept-encoding");
    const etag = page ? entityTag(html) : undefined;
    if (etag) {
      reply.header("etag", etag);
      if (status === 200 && alreadyHeld(request.headers["if-none-match"], etag)) return reply.status(304).send();
    }
    // A visitor's copy of a catalogue page is sent to many: worth compressing at the best quality.
    const shared = etag && visitorKey && page?.keptForVisitors && !page.signedIn ? { tag: etag } : undefined;
    const { body, encoding } = compressor.compress(html, request.headers["accept-encoding"], shared);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.type("text/html; charset=utf-8").send(body);
  });
});
