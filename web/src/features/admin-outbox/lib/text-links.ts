export type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address before it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Plain text cut into its web addresses (http and https only) and the text between them. */
export function textWithLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, "");
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    parts.push({ kind: "link", href });
    last = match.index + href.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
