// Turns the measurements into a table on the console, bench/results/latest.json and budget verdicts.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { budgets, root } from "./settings.mjs";

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

export function printTable(results, ceiling) {
  const rows = [...results, { ...ceiling, scenario: "ceiling (bare node:http)" }].map((result) =>
    columns.map(([, cell]) => String(cell(result))),
  );
  const header = columns.map(([title]) => title);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

/** PASS/FAIL per budget; a budget whose scenario did not run fails. */
export function checkBudgets(results) {
  console.log("\nBudgets");
  return budgets.map(({ scenario, maxP99Ms }) => {
    const measured = results.find((result) => result.scenario === scenario)?.latencyP99Ms;
    const passed = measured !== undefined && measured <= maxP99Ms;
    console.log(`  ${passed ? "PASS" : "FAIL"}  ${scenario} p99 ${measured ?? "?"} ms (budget ≤ ${maxP99Ms} ms)`);
    return { scenario, maxP99Ms, measuredP99Ms: measured ?? null, passed };
  });
}

export function writeResults({ settings, results, ceiling, budgetVerdicts }) {
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
    },
    results,
    ceiling,
    budgets: budgetVerdicts,
  };
  const file = path.join(root, "bench/results/latest.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, file)}`);
}
