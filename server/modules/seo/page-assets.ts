import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The web build's own scripts for each page, from Vite's manifest (dist/web/.vite/manifest.json).
 * The app loads a page's code only after its main script has run. Naming that code in the HTML as
 * <link rel="modulepreload"> lets the browser fetch both at once, which saves a round trip: on the way to
 * the first paint of a page the browser renders itself (the frame, when the server did not render the
 * page), and on the way to taking over a page rendered on the server (its scripts come after its content;
 * see page-html.ts). No manifest: no preloads.
 */
export function createPageAssets(distDir: string) {
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest) : {};
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const memo = new Map<string, string[]>();

  function scriptsOf(sourceFile: string): string[] {
    const cached = memo.get(sourceFile);
    if (cached) return cached;
    const needed = new Set<string>();
    closure(sourceFile, needed, inEntry);
    const files = [...needed].map((key) => `/${manifest[key]!.file}`);
    memo.set(sourceFile, files);
    return files;
  }

  /** Every chunk `key` needs, itself first; chunks of the entry (already in the HTML) left out. */
  function closure(key: string, into: Set<string>, skip: ReadonlySet<string>) {
    if (into.has(key) || skip.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into, skip);
  }

  const inEntry = new Set<string>();
  for (const key of entryKeys) closure(key, inEntry, new Set());

  return {
    /**
     * `/assets/…js` addresses to preload for a page whose code is in `sourceFiles` (keys of the manifest, as the
     * web app's render reports them), each once.
     */
    scriptsFor(sourceFiles: readonly string[]): string[] {
      return [...new Set(sourceFiles.flatMap(scriptsOf))];
    },
  };
}

export type PageAssets = ReturnType<typeof createPageAssets>;
