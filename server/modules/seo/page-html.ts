import { SHOP_NAME } from "@shared/constants";
import type { PageHead, RenderedPage } from "@shared/page-render";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** JSON safe inside <script>: nothing in it can close the element or start a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function headTags(meta: PageHead): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.noindex) tags.push(`<meta name="robots" content="noindex, follow" />`);
  if (meta.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`);
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(SHOP_NAME)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
  );
  if (meta.canonicalUrl) tags.push(`<meta property="og:url" content="${escapeHtml(meta.canonicalUrl)}" />`);
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
  if (meta.structuredData) tags.push(`<script type="application/ld+json">${jsonForScript(meta.structuredData)}</script>`);
  return tags.join("\n    ");
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
/** The template's frame painted before the app's code arrives, between these markers in web/index.html. */
const APP_FRAME = /<!--app-->[\s\S]*?<!--\/app-->/;
const DESCRIPTION = /\n?[ \t]*<meta\s+name=["']description["']\s+content=(?:"[^"]*"|'[^']*')\s*\/?>/i;
const HEAD_OPEN = /<head[^>]*>/i;
/** The app's main script, and the preloads of the modules it imports, as Vite writes them into the head. */
const MAIN_SCRIPT = /[ \t]*<script type="module"[^>]*><\/script>\n?/i;
const MODULE_PRELOADS = /[ \t]*<link rel="modulepreload"[^>]*>\n?/gi;
const BODY_END = /<\/body>/i;

/**
 * Splits the built index.html once around its <title> (its own title and description are taken
 * out) and before </head>, so each page's head and preloads are written in with string joins.
 */
export function createPageHtml(template: string) {
  const withoutDescription = template.replace(DESCRIPTION, "");
  const title = TITLE.exec(withoutDescription);
  let before: string;
  let after: string;
  if (title) {
    before = withoutDescription.slice(0, title.index);
    after = withoutDescription.slice(title.index + title[0].length);
  } else {
    const head = HEAD_OPEN.exec(withoutDescription);
    const cut = head ? head.index + head[0].length : 0;
    before = withoutDescription.slice(0, cut);
    after = withoutDescription.slice(cut);
  }
  const headEnd = after.search(/<\/head>/i);
  const [headRest, body] = headEnd === -1 ? [after, ""] : [after.slice(0, headEnd), after.slice(headEnd)];
  // A rendered page is painted from its HTML, stylesheet and first pictures alone, so its scripts go at the end of
  // the body, after its content: the main script, then every module the page will run (the main script's imports
  // and the page's own code), all named at once. Found only through the imports, they came a round trip after the
  // main script, and the page's code one more: on a phone's slow 4G the app took over a second later
  // (docs/decisions/024-served-over-http2.md).
  const mainScript = MAIN_SCRIPT.exec(headRest)?.[0].trim() ?? "";
  const mainScriptImports = [...headRest.matchAll(MODULE_PRELOADS)].map((match) => match[0].trim());
  const headWithoutScripts = headRest.replace(MAIN_SCRIPT, "").replace(MODULE_PRELOADS, "");

  return {
    /**
     * The app's HTML with this page's head and first pictures preloaded, and the page rendered on the server with
     * the data it was rendered from in place of the template's frame, its scripts after it. A page left to the
     * browser (no `page`) has its own scripts preloaded in the head (after the app's main script, so that one still
     * comes first): it shows nothing before they run. The template as it was when there is neither page meta nor a
     * rendered page.
     */
    render(meta: PageHead | undefined, preloads: readonly string[] = [], page?: Pick<RenderedPage, "html" | "queryState">): string {
      const state = page ? `  <script id="query-state" type="application/json">${jsonForScript(page.queryState)}</script>\n  ` : "";
      const withApp = (html: string) => (page ? html.replace(APP_FRAME, () => page.html) : html);
      if (!meta) return withApp(template.replace(/<\/head>/i, () => `${state}</head>`));
      const scripts = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
      const images = (meta.preloadImages ?? []).map((href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`);
      const inHead = (tags: string[]) => tags.map((tag) => `  ${tag}\n  `).join("");
      if (!page) return `${before}${headTags(meta)}${headRest}${inHead([...scripts, ...images])}${withApp(body)}`;
      const pageScripts = [mainScript, ...mainScriptImports, ...scripts].join("\n  ");
      const bodyWithScripts = body.replace(BODY_END, () => `${state}  ${pageScripts}\n  </body>`);
      return `${before}${headTags(meta)}${headWithoutScripts}${inHead(images)}${withApp(bodyWithScripts)}`;
    },
  };
}
