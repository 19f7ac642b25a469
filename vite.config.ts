import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const repoRoot = import.meta.dirname;
const apiServer = "http://localhost:3000";

/** Paths the Fastify server answers; in development Vite hands them over to it. */
const serverPaths = ["/api", "/public-objects", "/sandbox", "/sitemap.xml", "/robots.txt"];

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every script and stylesheet of the build, once, at
 * the highest levels; the server sends the one the browser accepts (@fastify/static preCompressed), so
 * phones on slow connections download a quarter of the bytes and no request pays for compressing.
 * It reads the files as written, after every other plugin is done with them.
 */
function precompress(): Plugin {
  return {
    name: "kiddokart:precompress",
    // The browser's files only: the server's renderer is read from disk.
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    enforce: "post",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? "");
      const files = Object.keys(bundle).filter((fileName) => /\.(js|css|svg|json)$/.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const filePath = path.join(outDir, fileName);
          const source = await readFile(filePath);
          const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength } });
          const gzip = gzipSync(source, { level: 9 });
          // Even a small chunk of a page is sent compressed, unless compressing it would not make it smaller.
          await Promise.all([
            gzip.byteLength < source.byteLength ? writeFile(`${filePath}.gz`, gzip) : null,
            brotli.byteLength < source.byteLength ? writeFile(`${filePath}.br`, brotli) : null,
          ]);
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(repoRoot, "web"),
  publicDir: isSsrBuild ? false : path.resolve(repoRoot, "web/public"),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: "@shared", replacement: path.resolve(repoRoot, "shared") },
      { find: "@", replacement: path.resolve(repoRoot, "web/src") },
      // zod without eval, which the shop's Content-Security-Policy forbids (see the file).
      { find: /^zod$/, replacement: path.resolve(repoRoot, "web/src/lib/zod-jitless.ts") },
    ],
  },
  // `vite build --ssr src/entry-server.tsx` builds the server's page renderer into dist/ssr; packages
  // stay external and load from node_modules, as they do for the server.
  build: isSsrBuild
    ? { outDir: path.resolve(repoRoot, "dist/ssr"), emptyOutDir: true, sourcemap: true }
    : {
        outDir: path.resolve(repoRoot, "dist/web"),
        emptyOutDir: true,
        // .vite/manifest.json: the server reads it to preload each page's own chunks with the HTML.
        manifest: true,
        sourcemap: false,
      },
  server: {
    port: 5173,
    strictPort: true,
    // The Host header stays localhost:5173 so the server's same-origin check accepts the browser's writes.
    proxy: Object.fromEntries(serverPaths.map((prefix) => [prefix, { target: apiServer, changeOrigin: false }])),
  },
  preview: { port: 4173 },
}));
