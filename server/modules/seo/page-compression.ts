import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";

/** How many pages' best compression is kept (as many as the visitor pages kept, each some 14 KB). */
const BEST_KEPT = 200;

export type CompressedPage = { body: string | Buffer; encoding?: "br" | "gzip" };

const brotliAt = (quality: number, html: string) => ({
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
  },
});

/**
 * Compresses a page's HTML for the browser. The quick settings take well under a millisecond; Brotli
 * at its best quality makes a page about a tenth smaller, which lets a list page fit in the first
 * round trip of a new connection (TCP's first window is ten packets, some 14 KB: a page one byte over
 * waits a whole round trip more), but it takes a hundred milliseconds or more. So every page is sent
 * at once at the quick setting, and a page many visitors share (`shared`, named by its entity tag) is
 * compressed again at the best quality in the background, one page at a time, and sent so from then on.
 */
export function createPageCompressor({ kept = BEST_KEPT }: { kept?: number } = {}) {
  const best = new Map<string, Buffer>();
  let improving: Promise<void> | null = null;

  function improve(html: string, tag: string) {
    if (improving || best.has(tag)) return;
    improving = new Promise<void>((resolve) => {
      brotliCompress(html, brotliAt(zlibConstants.BROTLI_MAX_QUALITY, html), (error, body) => {
        improving = null;
        if (!error) {
          best.set(tag, body);
          for (const oldest of best.keys()) {
            if (best.size <= kept) break;
            best.delete(oldest);
          }
        }
        resolve();
      });
    });
  }

  return {
    compress(html: string, acceptEncoding: string | undefined, shared?: { tag: string }): CompressedPage {
      const accepted = (acceptEncoding ?? "").toLowerCase();
      if (/\bbr\b/.test(accepted)) {
        const ready = shared && best.get(shared.tag);
        if (ready) {
          // The most asked-for pages stay: the one sent last goes to the end of the line.
          best.delete(shared.tag);
          best.set(shared.tag, ready);
          return { body: ready, encoding: "br" };
        }
        if (shared) improve(html, shared.tag);
        return { body: brotliCompressSync(html, brotliAt(5, html)), encoding: "br" };
      }
      if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html, { level: 6 }), encoding: "gzip" };
      return { body: html };
    },
    /** Settles when the page being compressed at the best quality, if any, is done (for tests). */
    idle: () => improving ?? Promise.resolve(),
  };
}
