// Starts the two servers under test: the production shop and the bare "ceiling" server.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findFreePort, startNodeChild } from "./children.mjs";
import { httpGet } from "./http-get.mjs";
import { root } from "./settings.mjs";

const READY_TIMEOUT_MS = 60_000;

async function waitUntilAnswering(child, url, label) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const how = child.signalCode ?? `code ${child.exitCode}`;
      throw new Error(`${label} exited (${how}) before it was ready; its output is above.`);
    }
    try {
      const response = await httpGet(url, 2000);
      if (response.status === 200) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} was not ready within ${READY_TIMEOUT_MS / 1000} s (GET ${url}: ${lastProblem}).`);
}

/**
 * The production shop on a free port. `cacheOff` starts it with CATALOG_CACHE_SECONDS=0; otherwise the
 * cache keeps its default. Sign-ups per address are raised for the mixed run's customers, who all come
 * from 127.0.0.1, and no mail can leave (no SMTP server).
 */
export async function startShop(databaseUrl, { cacheOff = false } = {}) {
  const entry = path.join(root, "dist/server/index.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` (or \`npm run bench\`).`);
  const port = await findFreePort();
  const environment = { ...process.env };
  delete environment.CATALOG_CACHE_SECONDS;
  if (cacheOff) environment.CATALOG_CACHE_SECONDS = "0";
  const child = startNodeChild("shop", [entry], {
    ...environment,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    NODE_ENV: "production",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    SIGNUP_LIMIT_PER_ADDRESS: "1000",
    // The mixed run's few customers place cash-on-delivery orders without pause.
    COD_MAX_OPEN_ORDERS: "1000",
    SMTP_URL: "",
  }, { cwd: root });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, `${baseUrl}/readyz`, "The shop");
  return { child, baseUrl };
}

/** A bare node:http server answering every request with the given body and content type. */
export async function startCeiling(body, contentType) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kiddokart-bench-"));
  const bodyFile = path.join(dir, "body");
  writeFileSync(bodyFile, body);
  const port = await findFreePort();
  const script = path.join(import.meta.dirname, "ceiling-server.mjs");
  const child = startNodeChild("ceiling", [script, String(port), bodyFile, contentType], process.env);
  child.exited.then(() => rmSync(dir, { recursive: true, force: true }));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, baseUrl, "The ceiling server");
  return { child, baseUrl };
}
