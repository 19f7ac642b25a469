// `npm test`: the unit and route tests (vitest), then the browser journeys (Playwright) when
// Chromium is installed, and one closing line `N passed, N failed` for the whole run.
//   npm test                          route tests on the embedded database (PGlite)
//   TEST_DATABASE_URL=postgres://… npm test    route tests on that PostgreSQL server instead
//   npm test -- --also-postgres postgres://…    both, one after the other
//   npm test -- --also-postgres postgres://… --postgres-on-node 24
//                                     the PostgreSQL run on that Node.js major (npm's `node` package
//                                     brings it through npx), so one run covers two Node.js versions (CI)
//   npm test -- --no-e2e              skip the browser journeys
//   npm test -- --no-e2e shared/ server/modules/cart    only the vitest files whose paths contain these
// The first vitest run also measures coverage, prints its summary and holds it to the thresholds in
// vitest.config.ts (only when no file is named).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const { values, positionals: vitestFilters } = parseArgs({ allowPositionals: true, options: { "also-postgres": { type: "string" }, "postgres-on-node": { type: "string" }, "no-e2e": { type: "boolean" } } });
const postgresNode = values["postgres-on-node"];
if (postgresNode !== undefined && !/^\d+$/.test(postgresNode)) {
  console.error(`--postgres-on-node takes a Node.js major version, such as 24 (got "${postgresNode}").`);
  process.exit(2);
}
if (postgresNode !== undefined && !values["also-postgres"]) {
  console.error("--postgres-on-node needs --also-postgres <url>: it says which Node.js runs that run.");
  process.exit(2);
}
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

/** The command that runs vitest: this Node.js, or the major `nodeMajor` fetched by npx from npm's `node` package. */
function vitestCommand(nodeMajor) {
  if (nodeMajor === undefined) return ["npx", ["vitest"]];
  return ["npx", ["--yes", "--package", `node@${nodeMajor}`, "--", "node", path.join(root, "node_modules/vitest/vitest.mjs")]];
}

/** The version `node` has under `npx -p node@<major>`, checked before a run is labelled with it. */
function nodeVersion(nodeMajor) {
  if (nodeMajor === undefined) return process.version;
  const [command, args] = vitestCommand(nodeMajor);
  const probe = spawnSync(command, [...args.slice(0, -1), "--version"], { cwd: root, encoding: "utf8" });
  const version = probe.stdout?.trim() ?? "";
  if (probe.status !== 0 || !version.startsWith(`v${nodeMajor}.`)) {
    console.error(`Could not get Node.js ${nodeMajor} through npx (${probe.stderr?.trim() || version || `exit ${probe.status}`}).`);
    return null;
  }
  return version;
}

function vitest(label, env, { coverage = false, nodeMajor } = {}) {
  const output = path.join(resultsDir, "vitest.json");
  rmSync(output, { force: true });
  const version = nodeVersion(nodeMajor);
  if (version === null) {
    console.log(`\n=== ${label}, Node.js ${nodeMajor} ===\n${label}: not run, no Node.js ${nodeMajor}.`);
    anyFailure = true;
    totals.failed += 1;
    return;
  }
  const [command, vitestArgs] = vitestCommand(nodeMajor);
  const args = [...vitestArgs, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${output}`, ...(coverage ? ["--coverage"] : []), ...vitestFilters];
  run(`${label}, Node.js ${version}`, command, args, env, () => {
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
// Coverage (and its thresholds, vitest.config.ts) only for the whole suite: a few files cover a little.
vitest(ownDatabase ? "Unit and route tests on PostgreSQL" : "Unit and route tests on the embedded database (PGlite)", {}, { coverage: vitestFilters.length === 0 });
if (values["also-postgres"]) vitest("Unit and route tests on PostgreSQL", { TEST_DATABASE_URL: values["also-postgres"] }, { nodeMajor: postgresNode });

if (values["no-e2e"]) {
  console.log("\nBrowser journeys skipped (--no-e2e).");
} else if (existsSync(chromium)) {
  playwright();
} else {
  console.log(`\nBrowser journeys SKIPPED: no Chromium at ${chromium}. Install it with 'apt-get install chromium' (CI does).`);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}${totals.flaky ? `, ${totals.flaky} flaky` : ""}`);
process.exit(anyFailure ? 1 : 0);
