import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./paths";
import { importsOf, lineOf } from "./test/source-imports";

/**
 * Keeps the module recipe of docs/adding-a-module.md true: routes -> service -> repo.
 *
 * - A `*.routes.ts` file speaks HTTP and calls services: it imports no repo, nothing of the database
 *   (`server/db/client`, `server/db/schema/*`) and nothing of drizzle-orm, not even a type.
 * - SQL lives in `*.repo.ts` files. Every other file of a module (services, jobs, shared rules) may
 *   import only types from drizzle-orm and the database files: without `sql`, the operators and the
 *   table objects no query can be written. Nor may it call a query builder on a database handle
 *   (`db.select(…)`, `tx.insert(…)`, `db.execute("…")`): it gets `db.transaction()` only. Handles are
 *   called `db` or `tx` throughout the server, and that is what is checked.
 */

const MODULES = "server/modules";
const QUERY_METHODS = new Set(["select", "selectDistinct", "selectDistinctOn", "insert", "update", "delete", "execute", "query", "with", "$count"]);
const HANDLES = new Set(["db", "tx"]);

/** `db.select`, `tx.insert`…: a query built on a database handle. */
function queryCallsOf(source: ts.SourceFile): Array<{ text: string; line: number }> {
  const calls: Array<{ text: string; line: number }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && HANDLES.has(node.expression.text) && QUERY_METHODS.has(node.name.text)) {
      calls.push({ text: `${node.expression.text}.${node.name.text}`, line: lineOf(source, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

type Kind = "repo" | "database" | "drizzle-orm";

/** What an import of `file` (a path from the project root) reaches, when it is one of the guarded kinds. */
function guardedKind(file: string, specifier: string): Kind | undefined {
  if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) return "drizzle-orm";
  if (!specifier.startsWith(".")) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.(ts|js)$/, "");
  if (target.endsWith(".repo")) return "repo";
  if (target === "server/db/client" || target.startsWith("server/db/schema/") || target === "server/db/schema") return "database";
  return undefined;
}

/** The ways `text`, the source of `file` (a path from the project root), breaks the recipe; empty when it keeps it. */
export function recipeViolations(file: string, text: string): string[] {
  const name = path.posix.basename(file);
  if (name.endsWith(".repo.ts")) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  const isRoutes = name.endsWith(".routes.ts");
  for (const use of importsOf(source)) {
    const kind = guardedKind(file, use.specifier);
    if (!kind) continue;
    if (isRoutes) problems.push(`${file}:${use.line} a routes file imports ${kind} (${use.specifier}); call a service instead`);
    else if (kind !== "repo" && !use.typeOnly) problems.push(`${file}:${use.line} imports values from ${kind} (${use.specifier}); only repos may, others import types`);
  }
  for (const call of queryCallsOf(source)) {
    problems.push(`${file}:${call.line} builds a query (${call.text}) outside a repo; move it into a *.repo.ts function`);
  }
  return problems;
}

/** The source files of the server's modules, by path from the project root; tests and declarations left out. */
function moduleFiles(): string[] {
  return readdirSync(path.join(projectRoot, MODULES), { recursive: true, encoding: "utf8" })
    .map((relative) => path.posix.join(MODULES, relative.split(path.sep).join("/")))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
    .sort();
}

describe("the module recipe", () => {
  it("holds in every file of server/modules", () => {
    const files = moduleFiles();
    expect(files.filter((file) => file.endsWith(".routes.ts")).length).toBeGreaterThan(10);
    const problems = files.flatMap((file) => recipeViolations(file, readFileSync(path.join(projectRoot, file), "utf8")));
    expect(problems).toEqual([]);
  });

  describe("the check itself", () => {
    const routes = "server/modules/things/things.routes.ts";
    const service = "server/modules/things/things.service.ts";

    it("refuses a routes file that imports a repo, the database or drizzle-orm, even a type", () => {
      expect(recipeViolations(routes, `import { listThings } from "./things.repo";`)).toHaveLength(1);
      expect(recipeViolations(routes, `import type { ThingRow } from "../other/other.repo";`)).toHaveLength(1);
      expect(recipeViolations(routes, `import type { Database } from "../../db/client";`)).toHaveLength(1);
      expect(recipeViolations(routes, `import { things } from "../../db/schema/catalog";`)).toHaveLength(1);
      expect(recipeViolations(routes, `import { eq } from "drizzle-orm";`)).toHaveLength(1);
      expect(recipeViolations(routes, `export { listThings } from "./things.repo";`)).toHaveLength(1);
      expect(recipeViolations(routes, `const repo = await import("./things.repo");`)).toHaveLength(1);
    });

    it("lets a routes file import services, schemas and plugins", () => {
      const text = [
        `import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";`,
        `import { ThingSchema } from "@shared/schemas/things";`,
        `import { requireUser } from "../../plugins/auth";`,
        `import type { ThingsService } from "./things.service";`,
      ].join("\n");
      expect(recipeViolations(routes, text)).toEqual([]);
    });

    it("lets other files import types of the database, never its values", () => {
      expect(recipeViolations(service, `import type { Database } from "../../db/client";`)).toEqual([]);
      expect(recipeViolations(service, `import { type Database } from "../../db/client";`)).toEqual([]);
      expect(recipeViolations(service, `import type { SQL } from "drizzle-orm";`)).toEqual([]);
      expect(recipeViolations(service, `import * as repo from "./things.repo";`)).toEqual([]);
      expect(recipeViolations(service, `import { sql } from "drizzle-orm";`)).toHaveLength(1);
      expect(recipeViolations(service, `import { type Database, queryRows } from "../../db/client";`)).toHaveLength(1);
      expect(recipeViolations(service, `import { things } from "../../db/schema/things";`)).toHaveLength(1);
      expect(recipeViolations(service, `import * as schema from "../../db/schema/things";`)).toHaveLength(1);
    });

    it("refuses a query built on a handle outside a repo, and allows a transaction", () => {
      expect(recipeViolations(service, `await db.execute("delete from things");`)).toHaveLength(1);
      expect(recipeViolations(service, `await tx.insert(table).values(row);`)).toHaveLength(1);
      expect(recipeViolations(service, `await db.transaction(async (tx) => repo.insertThing(tx, row));`)).toEqual([]);
      expect(recipeViolations("server/modules/things/things.repo.ts", `import { sql } from "drizzle-orm";\nawait db.execute(sql\`select 1\`);`)).toEqual([]);
    });
  });
});
