import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** Debian's Chromium: no browser can be downloaded here. */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database (with the demo catalogue) for every run.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));

const launchOptions = {
  executablePath: chromiumPath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
};

export default defineConfig({
  testDir: "e2e",
  // E2E_WORKERS=2 runs two test files at a time, each in its own browser, against the one server:
  // every journey signs up its own customer, buys from its own products (e2e/shop/shop-helpers.ts) and reads
  // what it checks from the API at run time. The journeys of one file always run in order.
  fullyParallel: false,
  workers: Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? "1", 10) || 1),
  // In CI a journey that fails is run once more: a real break fails twice, and a journey that passes only
  // on its second run is reported as flaky (listed at the end of the run) instead of blocking everything.
  retries: process.env.CI ? 1 : 0,
  // A long journey (five screens, each checked for accessibility at 3–5 s a check) takes about a minute on a
  // two-core machine: twice that before it counts as stuck.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, testIgnore: "screens/**" },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions }, grep: /@phone/, testIgnore: "screens/**" },
    // `npm run screenshots` only: pictures of every screen for a person to look at.
    ...(process.env.SCREENSHOTS ? [{ name: "screens", use: { ...devices["Desktop Chrome"], launchOptions }, testMatch: "screens/**" }] : []),
  ],
  webServer: {
    command: "node scripts/start.mjs index",
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      // Every journey signs up from this one address.
      SIGNUP_LIMIT_PER_ADDRESS: "1000",
      // ...and places many cash-on-delivery orders as the same customers.
      COD_MAX_OPEN_ORDERS: "1000",
      DATABASE_URL: "",
      // e2e/fixtures.ts signs in as this administrator.
      ADMIN_EMAIL: "e2e-admin@kiddokart.test",
      ADMIN_PASSWORD: "e2e-admin-password",
    },
  },
});
