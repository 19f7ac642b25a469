/** Every link of the preview opens in a new tab: the preview itself never navigates. */
const NEW_TAB_BASE = '<base target="_blank">';

/**
 * The mail's HTML as the preview frame's document, its links opening in a new tab. The base element
 * goes first in the head, so that it is the one that counts even if the mail has its own.
 */
export function previewDocument(html: string): string {
  const head = /<head\b[^>]*>/i.exec(html);
  if (head) return insertAt(html, head.index + head[0].length, NEW_TAB_BASE);
  const root = /<html\b[^>]*>/i.exec(html);
  if (root) return insertAt(html, root.index + root[0].length, `<head>${NEW_TAB_BASE}</head>`);
  // A fragment: the parser puts a leading base element into the head it makes up.
  return NEW_TAB_BASE + html;
}

function insertAt(text: string, index: number, insert: string): string {
  return text.slice(0, index) + insert + text.slice(index);
}
