// Makes sure the benchmark database holds exactly the wanted number of products,
// dropping and reseeding it through the shop's own command-line tool otherwise.
import path from "node:path";
import pg from "pg";
import { startNodeChild } from "./children.mjs";
import { root } from "./settings.mjs";

const UNDEFINED_TABLE = "42P01";
const INVALID_CATALOG = "3D000";

function databaseName(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error(`BENCH_DATABASE_URL names no database: ${url}`);
  return name;
}

function serverUrl(url) {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  return admin.toString();
}

const quoted = (identifier) => `"${identifier.replaceAll('"', '""')}"`;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Number of products, or undefined when the database or its products table does not exist. */
async function countProducts(url) {
  try {
    return await withClient(url, async (client) => {
      const { rows } = await client.query("select count(*)::int as count from products");
      return rows[0].count;
    });
  } catch (error) {
    if (error.code === UNDEFINED_TABLE || error.code === INVALID_CATALOG) return undefined;
    throw error;
  }
}

async function recreateDatabase(url) {
  const name = databaseName(url);
  // A typo in BENCH_DATABASE_URL must never wipe a real shop.
  if (!name.includes("bench")) {
    throw new Error(`Refusing to reset database "${name}": its name must contain "bench".`);
  }
  await withClient(serverUrl(url), async (client) => {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
    await client.query(`create database ${quoted(name)}`);
  });
}

/** Seeds through the shop's CLI, as a child the harness stops on Ctrl-C or failure like the servers. */
async function runSeed(url, products) {
  const cli = path.join(root, "dist/server/cli.js");
  const child = startNodeChild("seed", [cli, "seed", "--products", String(products)], { ...process.env, DATABASE_URL: url }, { cwd: root });
  const { code, signal } = await child.exited;
  if (code !== 0) throw new Error(`Seeding failed: cli seed exited with ${signal ?? `code ${code}`}`);
}

export async function ensureCatalogue(url, products) {
  const existing = await countProducts(url);
  if (existing === products) {
    console.log(`Database ${databaseName(url)} already holds ${products} products.`);
    return;
  }
  const found = existing === undefined ? "no catalogue" : `${existing} products`;
  console.log(`Database ${databaseName(url)} has ${found}; recreating it with ${products} products…`);
  await recreateDatabase(url);
  const started = Date.now();
  await runSeed(url, products);
  const seeded = await countProducts(url);
  if (seeded !== products) {
    throw new Error(`After seeding, the database holds ${seeded ?? "no"} products instead of ${products}.`);
  }
  console.log(`Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
