import MarkdownIt from "markdown-it";

/** Link and image addresses a page may use: the web, e-mail, phone, and the shop's own pages. */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** True for an address with one of the allowed schemes, or none (a path on the shop, an anchor). */
export function isSafeAddress(url: string): boolean {
  const scheme = SCHEME.exec(url.trim())?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase());
}

/*
 * Raw HTML in the Markdown is shown as text (html: false), bare addresses are not turned into links
 * (linkify: false), and every link and image address must pass isSafeAddress: javascript:, data: and
 * the like stay plain text. The HTML that comes out holds only what Markdown itself makes.
 */
// No typographer: it would turn a clause "(c)" into "©".
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });
markdown.validateLink = isSafeAddress;

// The page's title is its only <h1>: a "# Heading" in the text becomes an <h2>, like "## Heading".
markdown.core.ruler.push("no_second_h1", (state) => {
  for (const token of state.tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") token.tag = "h2";
  }
});

// Links to other sites open as usual but tell them nothing of the page they came from.
const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (/^(https?:)?\/\//i.test(token.attrGet("href") ?? "")) token.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, index, options, env, self);
};

// Pictures load when they come into view and never decide the page's width.
const defaultImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index]!.attrSet("loading", "lazy");
  return defaultImage(tokens, index, options, env, self);
};

/** A page's Markdown as the HTML the storefront shows. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
