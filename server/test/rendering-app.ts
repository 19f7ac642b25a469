import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../app";
import type { TestContext } from "./test-app";

/** The page frame of a web build: the app's HTML goes between the markers, its script is named in the head. */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head><meta charset="UTF-8" /><title>KiddoKart</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
  <body><div id="root"><!--app--><!--/app--></div></body>
</html>
`;

type AppOptions = Parameters<typeof buildApp>[0];

/**
 * The test's shop with its storefront pages rendered on the server by `renderPage` (the web app's entry,
 * which the test imports), as production serves them, in a made-up web build of one frame in a folder of
 * its own: for following a plain form back to its page.
 */
export async function createRenderingApp(
  ctx: TestContext,
  renderPage: NonNullable<AppOptions["renderPage"]>,
  options: Partial<Pick<AppOptions, "config" | "logDestination">> = {},
) {
  const dist = mkdtempSync(path.join(os.tmpdir(), "shop-web-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
  const app = await buildApp({ config: ctx.config, database: ctx.database, webDistDir: dist, renderPage, ...options });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
