import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./paths";
import { importsOfText } from "./test/source-imports";

/**
 * Keeps the modules of server/modules owning their data (docs/adding-a-module.md#module-rules,
 * docs/decisions/032-modules-own-their-data.md). A module is a folder of server/modules; its imports
 * are those of its source files (tests left out), types included.
 *
 * - The modules import each other without a cycle: what depends on a module never has to be changed
 *   with it, and each can be read starting from the ones it uses.
 * - No module imports another module's `*.repo.ts`: it calls that module's functions or services (an
 *   order is changed through server/modules/orders/order-lifecycle.ts), and the owner keeps its rules.
 */

const MODULES = "server/modules";

/** Another module's repo some module still imports, each with why; keep this list short and shrinking. */
export const FOREIGN_REPO_IMPORTS_ALLOWED: ReadonlyArray<{ from: string; repo: string; reason: string }> = [
  { from: "insights", repo: "orders/order-queue.repo", reason: "the dashboard counts the 'to ship' queue in its one totals statement, with the order list's own SQL for it" },
  { from: "reviews", repo: "catalog/catalog.repo", reason: "catalog is being reorganised (search moving out); its public reads come with that" },
  { from: "wishlist", repo: "catalog/catalog.repo", reason: "catalog is being reorganised (search moving out); its public reads come with that" },
  { from: "search-suggest", repo: "catalog/catalog.repo", reason: "search-suggest is moving into a search module that will own these reads" },
];

export interface ModuleImport {
  from: string;
  to: string;
  /** The imported file, from server/modules, without its extension: `orders/orders.repo`. */
  target: string;
  /** Where: `server/modules/payments/payments.service.ts:7`. */
  at: string;
}

/** The imports from one module into another, of these files (paths from the project root, with their text). */
export function moduleImports(files: ReadonlyArray<{ file: string; text: string }>): ModuleImport[] {
  const found: ModuleImport[] = [];
  for (const { file, text } of files) {
    const from = file.split("/")[2]!;
    for (const use of importsOfText(file, text)) {
      if (!use.specifier.startsWith(".")) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), use.specifier)).replace(/\.(tsx?|js)$/, "");
      if (!target.startsWith(`${MODULES}/`)) continue;
      const to = target.split("/")[2]!;
      if (to !== from) found.push({ from, to, target: target.slice(MODULES.length + 1), at: `${file}:${use.line}` });
    }
  }
  return found;
}

/** Each cycle of modules once, as the path that closes it (`orders -> refunds -> orders`), with the imports on the way. */
export function moduleCycles(imports: readonly ModuleImport[]): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const use of imports) {
    const next = edges.get(use.from) ?? new Map<string, string>();
    if (!next.has(use.to)) next.set(use.to, use.at);
    edges.set(use.from, next);
  }
  const cycles = new Map<string, string>();
  const done = new Set<string>();
  const visit = (module: string, trail: string[]) => {
    const open = trail.indexOf(module);
    if (open >= 0) {
      const loop = trail.slice(open);
      const key = [...loop].sort().join(" ");
      if (!cycles.has(key)) {
        const steps = loop.map((step, index) => `${step} -> ${loop[(index + 1) % loop.length]} (${edges.get(step)!.get(loop[(index + 1) % loop.length]!)})`);
        cycles.set(key, steps.join("; "));
      }
      return;
    }
    if (done.has(module)) return;
    for (const next of edges.get(module)?.keys() ?? []) visit(next, [...trail, module]);
    done.add(module);
  };
  for (const module of [...edges.keys()].sort()) visit(module, []);
  return [...cycles.values()];
}

/** Imports of another module's repo that the allow-list does not name. */
export function foreignRepoImports(imports: readonly ModuleImport[], allowed: typeof FOREIGN_REPO_IMPORTS_ALLOWED): string[] {
  return imports
    .filter((use) => use.target.endsWith(".repo") && !allowed.some((entry) => entry.from === use.from && entry.repo === use.target))
    .map((use) => `${use.at} imports ${use.target}: call a function or service of ${use.to} instead`);
}

function moduleSources(): Array<{ file: string; text: string }> {
  return readdirSync(path.join(projectRoot, MODULES), { recursive: true, encoding: "utf8" })
    .map((relative) => path.posix.join(MODULES, relative.split(path.sep).join("/")))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(projectRoot, file), "utf8") }));
}

describe("the server's modules", () => {
  const imports = moduleImports(moduleSources());

  it("import each other without a cycle", () => {
    expect(imports.length).toBeGreaterThan(20);
    expect(moduleCycles(imports)).toEqual([]);
  });

  it("never import another module's repo, but for the few allowed", () => {
    expect(foreignRepoImports(imports, FOREIGN_REPO_IMPORTS_ALLOWED)).toEqual([]);
  });

  it("still need every exception allowed (a stale one is taken off the list)", () => {
    const stale = FOREIGN_REPO_IMPORTS_ALLOWED.filter((entry) => !imports.some((use) => use.from === entry.from && use.target === entry.repo));
    expect(stale).toEqual([]);
  });

  describe("the check itself", () => {
    const file = (name: string, ...lines: string[]) => ({ file: `${MODULES}/${name}`, text: lines.join("\n") });

    it("finds a cycle through several modules, types included, and names the imports that close it", () => {
      const found = moduleImports([
        file("orders/orders.service.ts", `import { refund } from "../refunds/refund";`),
        file("refunds/refund.ts", `import type { Gateway } from "../payments/gateway";`),
        file("payments/gateway.ts", `export { lockOrder } from "../orders/order-lifecycle";`),
        file("cart/cart.service.ts", `import { tooMany } from "../orders/unit-limit";`),
      ]);
      const cycles = moduleCycles(found);
      expect(cycles).toHaveLength(1);
      expect(cycles[0]).toContain("orders -> refunds (server/modules/orders/orders.service.ts:1)");
      expect(cycles[0]).toContain("payments -> orders (server/modules/payments/gateway.ts:1)");
    });

    it("finds a cycle of two modules, from a template (.tsx) or a dynamic import too", () => {
      const found = moduleImports([
        file("outbox/templates/confirm.tsx", `import { LIFETIME } from "../../newsletter/token";`, `export const Mail = () => <p>{LIFETIME}</p>;`),
        file("newsletter/newsletter.service.ts", `const queue = await import("../outbox/queue-mail");`),
      ]);
      expect(moduleCycles(found)).toHaveLength(1);
    });

    it("accepts imports that go one way, and imports inside a module", () => {
      const found = moduleImports([
        file("payments/payments.service.ts", `import * as orders from "../orders/order-lifecycle";`, `import { sign } from "./signatures";`),
        file("refunds/refund.ts", `import * as orders from "../orders/order-lifecycle";`, `import type { Gateway } from "../payments/gateway";`),
        file("orders/order-lifecycle.ts", `import * as repo from "./orders.repo";`, `import { AppError } from "../../errors";`),
      ]);
      expect(found).toHaveLength(3);
      expect(moduleCycles(found)).toEqual([]);
    });

    it("refuses another module's repo, even for a type, unless allowed", () => {
      const found = moduleImports([
        file("reviews/reviews.service.ts", `import type { OrderRow } from "../orders/orders.repo";`),
        file("wishlist/wishlist.service.ts", `import { activeProductExists } from "../catalog/catalog.repo";`),
        file("orders/orders.service.ts", `import * as repo from "./orders.repo";`),
      ]);
      expect(foreignRepoImports(found, [])).toHaveLength(2);
      const allowed = [{ from: "wishlist", repo: "catalog/catalog.repo", reason: "test" }];
      expect(foreignRepoImports(found, allowed)).toEqual([
        "server/modules/reviews/reviews.service.ts:1 imports orders/orders.repo: call a function or service of orders instead",
      ]);
    });
  });
});
