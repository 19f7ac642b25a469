/*
 * The storefront's and account's page files, each loaded lazily and known by its path in the web app,
 * which is how Vite's manifest names it. A page the server renders reports that path (see lazy-page.ts),
 * and the server names the page's scripts from the manifest: no file name is written twice.
 */
const PAGE_FILES = import.meta.glob(["./routes/store/*.tsx", "./routes/account/*.tsx", "!./routes/**/*.test.tsx"]);

/** The folder of this file inside the web app, as the manifest spells paths (from web/). */
const APP_FOLDER = "src/app/";

export interface PageFile {
  load: () => Promise<Record<string, unknown>>;
  /** The file's path in the web app (a key of Vite's manifest), e.g. "src/app/routes/store/home.tsx". */
  source: string;
}

const named = new Set<string>();

/** The page file at `file` (relative to web/src/app); a name no file has stops the app at once. */
export function pageFile(file: `routes/${"store" | "account"}/${string}.tsx`): PageFile {
  const load = PAGE_FILES[`./${file}`] as PageFile["load"] | undefined;
  if (!load) throw new Error(`No page file web/src/app/${file}`);
  const source = `${APP_FOLDER}${file}`;
  named.add(source);
  return { load, source };
}

/** Every page file the app has named so far (all of them once the route table is loaded). */
export function namedPageFiles(): string[] {
  return [...named];
}
