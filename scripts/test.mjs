// `npm test`: the unit and route tests (vitest), then the browser journeys (Playwright) when
// Chromium is installed, and one closing line `N passed, N failed` for the whole run.
//   npm test                          route tests on the embedded database (PGlite)
//   TEST_DATABASE_URL=postgres://… npm test    route tests on that PostgreSQL server instead
//   npm test -- --also-postgres postgres://…    both, one after the other (CI)
//   npm test -- --no-e2e              skip the browser journeys
// The first vitest run also measures coverage and prints its summary.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { "also-postgres": { type: "string" }, "no-e2e": { type: "boolean" } } });
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const resultsDir = path.join(root, "test-results");
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
let anyFailure = false;

function run(label, command, args, env, readCounts) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const counts = readCounts();
  if (!counts) {
    console.log(`${label}: no results were written (exit code ${result.status}).`);
    anyFailure = true;
    totals.failed += 1;
    return;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (result.status !== 0 || counts.failed > 0) anyFailure = true;
}

function vitest(label, env, { coverage = false } = {}) {
  const output = path.join(resultsDir, "vitest.json");
  rmSync(output, { force: true });
  const args = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${output}`, ...(coverage ? ["--coverage"] : [])];
  run(label, "npx", args, env, () => {
    if (!existsSync(output)) return null;
    const report = JSON.parse(readFileSync(output, "utf8"));
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTestSuites ?? 0), skipped: report.numPendingTests + report.numTodoTests };
  });
}

function playwright() {
  const output = path.join(resultsDir, "e2e.json");
  rmSync(output, { force: true });
  run("Browser journeys (Playwright, Chromium)", "npx", ["playwright", "test"], { CHROME_PATH: chromium }, () => {
    if (!existsSync(output)) return null;
    const { stats } = JSON.parse(readFileSync(output, "utf8"));
    totals.flaky += stats.flaky;
    if (stats.flaky > 0) console.log(`Browser journeys: ${stats.flaky} flaky (failed once, passed when run again; named above).`);
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  });
}

const ownDatabase = process.env.TEST_DATABASE_URL;
vitest(ownDatabase ? "Unit and route tests on PostgreSQL" : "Unit and route tests on the embedded database (PGlite)", {}, { coverage: true });
if (values["also-postgres"]) vitest("Unit and route tests on PostgreSQL", { TEST_DATABASE_URL: values["also-postgres"] });

if (values["no-e2e"]) {
  console.log("\nBrowser journeys skipped (--no-e2e).");
} else if (existsSync(chromium)) {
  playwright();
} else {
  console.log(`\nBrowser journeys SKIPPED: no Chromium at ${chromium}. Install it with 'apt-get install chromium' (CI does).`);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}${totals.flaky ? `, ${totals.flaky} flaky` : ""}`);
process.exit(anyFailure ? 1 : 0);
