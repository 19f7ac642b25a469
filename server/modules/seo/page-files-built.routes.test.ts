import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describePage, pageFiles, renderPage } from "../../../web/src/entry-server";
import { buildApp } from "../../app";
import { projectRoot, webDistDir } from "../../paths";
import { createTestApp, type TestContext } from "../../test/test-app";

/*
 * The web app names its page files (web/src/app/page-files.ts) and the server names their scripts from
 * Vite's manifest: checked here against the real build, which a made-up manifest cannot stand in for.
 * CI builds before it tests (.ci/run), so there these run; without a build they are skipped, saying why.
 */
const manifestFile = path.join(webDistDir, ".vite", "manifest.json");
const built = existsSync(manifestFile);
const SKIPPED = built ? "" : " (skipped: no web build at dist/web/.vite/manifest.json; run `npm run build` first)";

type Manifest = Record<string, { file: string; isDynamicEntry?: boolean }>;
const readManifest = () => JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
const preloadsOf = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);

describe.skipIf(!built)(`the real web build${SKIPPED}`, () => {
  let ctx: TestContext;
  let rendering: Awaited<ReturnType<typeof buildApp>>;
  let leftToBrowser: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    rendering = await buildApp({ config: ctx.config, database: ctx.database, webDistDir, renderPage, describePage });
    leftToBrowser = await buildApp({ config: ctx.config, database: ctx.database, webDistDir, describePage });
  });
  afterAll(async () => {
    await rendering?.close();
    await leftToBrowser?.close();
    await ctx?.close();
  });

  it("has a chunk of its own for every page file the route table names", () => {
    const manifest = readManifest();
    const named = pageFiles();
    expect(named).toContain("src/app/routes/store/home.tsx");
    for (const source of named) expect(manifest[source]?.isDynamicEntry, `${source} in ${manifestFile}`).toBe(true);
  });

  it("names the scripts of the page a render showed, every one a file of the build", async () => {
    const manifest = readManifest();
    for (const [url, source] of [
      ["/", "src/app/routes/store/home.tsx"],
      ["/products", "src/app/routes/store/products.tsx"],
      ["/no/such/page", "src/app/routes/store/not-found.tsx"],
    ] as const) {
      const response = await rendering.inject({ url, headers: { host: "shop.kiddokart.invalid" } });
      const preloads = preloadsOf(response.body);
      expect(preloads, url).toContain(`/${manifest[source]!.file}`);
      for (const href of preloads) expect(existsSync(path.join(webDistDir, href)), `${href} of ${url}`).toBe(true);
    }
  });

  it("names the scripts of a page's file for a page left to the browser", async () => {
    const manifest = readManifest();
    const response = await leftToBrowser.inject({ url: "/about", headers: { host: "shop.kiddokart.invalid" } });
    expect(response.body).toContain("<title>About Us | KiddoKart</title>");
    expect(preloadsOf(response.body)).toContain(`/${manifest["src/app/routes/store/about.tsx"]!.file}`);
  });
});

describe("the server", () => {
  it("names no page file of the web app: the web app's route table does (web/src/app/page-files.ts)", () => {
    const serverFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === "migrations" ? [] : serverFiles(full);
        return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
      });
    const naming = serverFiles(path.join(projectRoot, "server")).filter((file) => /routes\/(?:store|account)\/|src\/app\//.test(readFileSync(file, "utf8")));
    expect(naming).toEqual([]);
  });
});
