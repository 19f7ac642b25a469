import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../paths";

/**
 * The search module is used through one file, `server/modules/search/public.ts`: the rest of the server
 * (the catalogue, the suggestions, the app, seeds and tests of other modules) imports nothing else of it.
 */

const SEARCH = "server/modules/search";
const PUBLIC = `${SEARCH}/public`;

/** The specifiers a source imports or re-exports from, static or dynamic. */
function specifiersOf(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((match) => match[1]!);
}

/** The imports of `file` (a path from the project root) that reach inside the search module. */
export function boundaryViolations(file: string, text: string): string[] {
  if (file.startsWith(`${SEARCH}/`)) return [];
  return specifiersOf(text)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.(ts|js)$/, ""))
    .filter((target) => (target === SEARCH || target.startsWith(`${SEARCH}/`)) && target !== PUBLIC)
    .map((target) => `${file} imports ${target}; import it from ${PUBLIC}.ts`);
}

function serverFiles(): string[] {
  return readdirSync(path.join(projectRoot, "server"), { recursive: true, encoding: "utf8" })
    .map((relative) => path.posix.join("server", relative.split(path.sep).join("/")))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"));
}

describe("the search module's boundary", () => {
  it("is crossed only through public.ts", () => {
    const files = serverFiles();
    const users = files.filter((file) => !file.startsWith(`${SEARCH}/`) && specifiersOf(readFileSync(path.join(projectRoot, file), "utf8")).some((s) => s.includes("/search/public")));
    expect(users.length).toBeGreaterThanOrEqual(5);
    expect(files.flatMap((file) => boundaryViolations(file, readFileSync(path.join(projectRoot, file), "utf8")))).toEqual([]);
  });

  it("refuses an import of any other file of the module", () => {
    const catalog = "server/modules/catalog/catalog.service.ts";
    expect(boundaryViolations(catalog, `import { planSearch } from "../search/search-plan";`)).toHaveLength(1);
    expect(boundaryViolations(catalog, `import type { CatalogIndex } from "../search/catalog-index";`)).toHaveLength(1);
    expect(boundaryViolations(catalog, `export { keptPool } from "../search/kept-pool";`)).toHaveLength(1);
    expect(boundaryViolations("server/app.ts", `const m = await import("./modules/search/catalog-index-source");`)).toHaveLength(1);
    expect(boundaryViolations(catalog, `import { planSearch } from "../search/public";`)).toEqual([]);
    expect(boundaryViolations(`${SEARCH}/index-search.ts`, `import { rankTerms } from "./index-ranking";`)).toEqual([]);
  });
});
