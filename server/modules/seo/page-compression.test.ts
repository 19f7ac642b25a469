import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCompressor } from "./page-compression";

/** A list page's worth of markup: repeated cards with varying names. */
function listPage(seed: string) {
  const cards = Array.from({ length: 150 }, (_, index) => `<li><article><h3><a href="/products/${seed}-${index}">${seed} product ${index * 7919}</a></h3><p>₹${index * 37}.00</p></article></li>`);
  return `<!doctype html><html><body><main><ul>${cards.join("")}</ul></main></body></html>`;
}

const BR = "gzip, deflate, br, zstd";
const sizeOf = (body: string | Buffer) => (typeof body === "string" ? Buffer.byteLength(body) : body.length);

describe("page compression", () => {
  it("sends Brotli when accepted, else gzip, else the page as it is", () => {
    const compressor = createPageCompressor();
    const html = listPage("rattle");
    const brotli = compressor.compress(html, BR);
    expect(brotli.encoding).toBe("br");
    expect(brotliDecompressSync(brotli.body as Buffer).toString()).toBe(html);
    const gzip = compressor.compress(html, "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(html);
    expect(compressor.compress(html, undefined)).toEqual({ body: html });
  });

  it("compresses a shared page again at the best quality in the background, and sends that from then on", async () => {
    const compressor = createPageCompressor();
    const html = listPage("bib");
    const first = compressor.compress(html, BR, { tag: "bib" });
    await compressor.idle();
    const later = compressor.compress(html, BR, { tag: "bib" });
    expect(sizeOf(later.body)).toBeLessThan(sizeOf(first.body));
    expect(brotliDecompressSync(later.body as Buffer).toString()).toBe(html);
    // A page for one shopper (not shared) is never kept.
    const own = listPage("own");
    compressor.compress(own, BR);
    await compressor.idle();
    expect(sizeOf(compressor.compress(own, BR).body)).toBe(sizeOf(compressor.compress(own, BR).body));
  });

  it("works on one page at a time: a page asked for meanwhile is improved on a later request", async () => {
    const compressor = createPageCompressor();
    const [one, two] = [listPage("one"), listPage("two")];
    compressor.compress(one, BR, { tag: "one" });
    const twoAtFirst = sizeOf(compressor.compress(two, BR, { tag: "two" }).body);
    await compressor.idle();
    expect(sizeOf(compressor.compress(two, BR, { tag: "two" }).body)).toBe(twoAtFirst);
    await compressor.idle();
    expect(sizeOf(compressor.compress(two, BR, { tag: "two" }).body)).toBeLessThan(twoAtFirst);
  });

  it("keeps the best compression of a bounded number of pages, the least recently sent going first", async () => {
    const compressor = createPageCompressor({ kept: 2 });
    const pages = { a: listPage("a"), b: listPage("b"), c: listPage("c") };
    const quick = (tag: keyof typeof pages) => sizeOf(createPageCompressor().compress(pages[tag], BR).body);
    for (const tag of ["a", "b"] as const) {
      compressor.compress(pages[tag], BR, { tag });
      await compressor.idle();
    }
    compressor.compress(pages.a, BR, { tag: "a" }); // a is sent again: b is now the oldest
    compressor.compress(pages.c, BR, { tag: "c" });
    await compressor.idle();
    expect(sizeOf(compressor.compress(pages.a, BR, { tag: "a" }).body)).toBeLessThan(quick("a"));
    expect(sizeOf(compressor.compress(pages.b, BR, { tag: "b" }).body)).toBe(quick("b"));
  });
});
