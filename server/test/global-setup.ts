import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { migrationsDir } from "../paths";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: { kind: "pglite"; templateFile: string } | { kind: "postgres"; adminUrl: string; template: string };
  }
}

/**
 * Migrates one template database for the whole run; each test file then starts from a copy of it
 * (a PGlite data-directory dump, or CREATE DATABASE … TEMPLATE on the PostgreSQL server).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `shop_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ url: withDatabase(adminUrl, template), dataDir: "", poolSize: 1 });
    await handle.migrate();
    await handle.close();
    project.provide("testDatabase", { kind: "postgres", adminUrl, template });
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }

  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: migrationsDir });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const templateFile = path.join(os.tmpdir(), `shop-test-template-${process.pid}.tar`);
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("testDatabase", { kind: "pglite", templateFile });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
