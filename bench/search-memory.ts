// Memory of one shop process before and after many distinct searches (the demo catalogue, embedded database).
// Run: npx tsx --expose-gc bench/search-memory.ts [searches=65000]
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { prepareDatabase } from "../server/start-up";

const searches = Number(process.argv[2] ?? 65_000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-search-memory-"));
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_DEMO: "true" });
const database = await prepareDatabase(config, () => {});
const app = await buildApp({ config, database, webDistDir: path.join(dataDir, "no-web-build") });
await app.ready();

const words = ["nappy", "bottle", "wipes", "lotion", "soap", "blanket", "toy", "shampoo", "cream", "powder"];
const megabytes = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMb: Math.round(rss / 2 ** 20), heapMb: Math.round(heapUsed / 2 ** 20) };
};
// Warm up: the index is built and the common searches are kept.
for (const word of words) await app.inject({ url: `/api/products?search=${word}` });
await new Promise((resolve) => setTimeout(resolve, 3_000));
const before = megabytes();
const started = Date.now();
for (let i = 0; i < searches; i++) {
  const word = `${words[i % words.length]} ${i.toString(36)}x${(i * 7919).toString(36)}`;
  const response = await app.inject({ url: `/api/products?search=${encodeURIComponent(word)}` });
  if (response.statusCode !== 200) throw new Error(`search ${i}: ${response.statusCode}`);
  // An answer served from memory resolves without leaving the microtask queue, so each request's
  // end-of-response work (a setImmediate) would wait, holding the request, until the loop ended.
  await new Promise((resolve) => setImmediate(resolve));
}
await new Promise((resolve) => setTimeout(resolve, 1_000));
const after = megabytes();
console.log(JSON.stringify({ searches, seconds: Math.round((Date.now() - started) / 1000), before, after }));
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
