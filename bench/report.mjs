// Turns the measurements into a table on the console, a results file of the run (bench/results/) and budget verdicts.
import os from "node:os";
import { writeRunResults } from "./results-file.mjs";
import { budgets } from "./settings.mjs";

const columns = [
  ["scenario", (r) => r.scenario],
  ["req/s", (r) => r.requestsPerSecond],
  ["p50 ms", (r) => r.latencyP50Ms],
  ["p99 ms", (r) => r.latencyP99Ms],
  ["peak RSS MB", (r) => r.peakRssMb ?? "n/a"],
  ["× ceiling", (r) => (r.ratioToCeiling === undefined ? "1.0000" : r.ratioToCeiling.toFixed(4))],
  ["non-2xx", (r) => r.non2xx],
  ["errors", (r) => r.errors],
];

export function withRatios(results, ceiling) {
  return results.map((result) => ({
    ...result,
    ratioToCeiling: Math.round((result.requestsPerSecond / ceiling.requestsPerSecond) * 10_000) / 10_000,
  }));
}

export function printTable(results, ceiling, skipped) {
  const rows = [...results, { ...ceiling, scenario: "ceiling (bare node:http)" }].map((result) =>
    columns.map(([, cell]) => String(cell(result))),
  );
  const header = columns.map(([title]) => title);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
  for (const { scenario, reason } of skipped) console.log(`${scenario.padEnd(widths[0])}  skipped: ${reason}`);
  for (const { scenario, orders } of results.filter((result) => result.orders)) {
    console.log(
      `${scenario}: ${orders.customers} customers placed ${orders.placed} cash-on-delivery orders (${orders.perSecond}/s), ` +
        `${orders.failed} failed; POST /api/orders p50 ${orders.orderP50Ms ?? "?"} ms, p99 ${orders.orderP99Ms ?? "?"} ms`,
    );
  }
}

/** The budget's failures, in words; none when it holds. */
function shortfalls(budget, result) {
  const problems = [];
  if (result.answered === 0) problems.push("no request answered");
  else if (!(result.latencyP99Ms <= budget.maxP99Ms)) problems.push(`p99 above ${budget.maxP99Ms} ms`);
  if (budget.noFailures) {
    if (result.errors > 0 || result.timeouts > 0) problems.push("errors");
    if (result.non2xx > 0) problems.push("non-2xx answers");
    if (!result.orders || result.orders.failed > 0) problems.push("failed orders");
    if (!result.orders || result.orders.placed === 0) problems.push("no order placed");
  }
  return problems;
}

/** PASS/FAIL per budget; a skipped scenario's budget is SKIP, and a budget whose scenario did not run fails. */
export function checkBudgets(results, skipped) {
  console.log("\nBudgets");
  return budgets.map((budget) => {
    const { scenario, maxP99Ms } = budget;
    const result = results.find((candidate) => candidate.scenario === scenario);
    if (!result) {
      const skip = skipped.find((candidate) => candidate.scenario === scenario);
      console.log(`  ${skip ? "SKIP" : "FAIL"}  ${scenario} (budget p99 ≤ ${maxP99Ms} ms): ${skip ? `skipped, ${skip.reason}` : "did not run"}`);
      return { scenario, maxP99Ms, measuredP99Ms: null, passed: false, skipped: Boolean(skip) };
    }
    const problems = shortfalls(budget, result);
    const failures = budget.noFailures
      ? `, ${result.errors} errors, ${result.non2xx} non-2xx, ${result.orders?.placed ?? 0} orders placed, ${result.orders?.failed ?? "?"} failed`
      : "";
    const verdict = problems.length === 0 ? "PASS" : `FAIL (${problems.join(", ")})`;
    console.log(`  ${verdict}  ${scenario} p99 ${result.latencyP99Ms} ms (budget ≤ ${maxP99Ms} ms)${failures}`);
    return { scenario, maxP99Ms, noFailures: budget.noFailures ?? false, measuredP99Ms: result.latencyP99Ms, passed: problems.length === 0 };
  });
}

export function writeResults({ settings, results, skipped, ceiling, budgetVerdicts }) {
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    settings: {
      connections: settings.connections,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      products: settings.products,
      cacheOff: "CATALOG_CACHE_SECONDS=0",
    },
    results,
    skipped,
    ceiling,
    budgets: budgetVerdicts,
  };
  const rows = [...results, { ...ceiling, scenario: "ceiling (bare node:http)" }].map((result) => columns.map(([, cell]) => String(cell(result))));
  writeRunResults("api", report, [columns.map(([title]) => title), ...rows]);
}
