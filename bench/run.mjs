// `npm run bench`: load-tests the production shop against a seeded PostgreSQL catalogue, with its
// catalogue cache on and then off, and compares each scenario with a bare node:http server answering
// the same bytes; with BENCH_DATABASE_URL set, the mixed run also goes through two shop processes
// behind a balancer. See bench/README.md.
import { stopAllChildren, stopChild } from "./children.mjs";
import { ensureCatalogue } from "./database.mjs";
import { httpGet } from "./http-get.mjs";
import { checkPathsAnswer, measure } from "./load.mjs";
import { measureMixed } from "./mixed.mjs";
import { checkBudgets, printTable, withRatios, writeResults } from "./report.mjs";
import { buildScenarios } from "./scenarios.mjs";
import { startCeiling, startShop } from "./servers.mjs";
import { readSettings } from "./settings.mjs";
import { measureTwoProcesses, printOneAgainstTwo } from "./two-processes.mjs";

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the servers…`);
    await stopAllChildren();
    process.exit(130);
  });
}

/** The ceiling answers with the very bytes the shop gave for the default list. */
async function measureCeiling(shopUrl, listPath, load) {
  const original = await httpGet(`${shopUrl}${listPath}`);
  const contentType = original.headers["content-type"];
  const ceiling = await startCeiling(original.body, contentType);
  try {
    const copy = await httpGet(`${ceiling.baseUrl}${listPath}`);
    if (!copy.body.equals(original.body) || copy.headers["content-type"] !== contentType) {
      throw new Error("The ceiling server does not answer the same bytes as the shop.");
    }
    const result = await measure({ ...load, name: "ceiling", baseUrl: ceiling.baseUrl, paths: [listPath], pid: ceiling.child.pid });
    return { ...result, bodyBytes: original.body.length, contentType };
  } finally {
    await stopChild(ceiling.child);
  }
}

/** Starts the shop, hands it to `work`, and stops it whatever happens. */
async function withShop(databaseUrl, options, work) {
  const shop = await startShop(databaseUrl, options);
  try {
    return await work(shop);
  } finally {
    await stopChild(shop.child);
  }
}

/** A sample of every scenario's paths must answer 200 (this also warms the shop up, e.g. its search vocabulary). */
async function checkScenarios(shop, scenarios) {
  for (const scenario of scenarios) if (!scenario.skipped) await checkPathsAnswer(shop.baseUrl, scenario.paths);
}

/** Every scenario that can run, its name labelled with the cache setting; the others noted as skipped. */
async function measureScenarios(shop, scenarios, load, cacheLabel, { measured, skipped }) {
  for (const scenario of scenarios) {
    const name = `${scenario.name} (${cacheLabel})`;
    if (scenario.skipped) {
      console.log(`${name}: skipped, ${scenario.skipped}`);
      skipped.push({ scenario: name, reason: scenario.skipped });
    } else {
      measured.push(await measure({ ...load, ...scenario, name, baseUrl: shop.baseUrl, pid: shop.child.pid }));
    }
  }
}

async function main() {
  const settings = readSettings();
  const load = { connections: settings.connections, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds };
  console.log(
    `Benchmark: ${settings.products} products, ${settings.connections} connections, ` +
      `${settings.warmupSeconds} s warm-up + ${settings.seconds} s per scenario, with the catalogue cache on, then off.`,
  );

  await ensureCatalogue(settings.databaseUrl, settings.products);
  const outcome = { measured: [], skipped: [] };
  let plan;
  let ceiling;
  let oneProcess;
  await withShop(settings.databaseUrl, { cacheOff: false }, async (shop) => {
    console.log("Drawing the requests from the live catalogue…");
    plan = await buildScenarios(shop.baseUrl, settings.products);
    await checkScenarios(shop, plan.scenarios);

    const listDefault = plan.scenarios.find((scenario) => scenario.name === "list-default");
    ceiling = await measureCeiling(shop.baseUrl, listDefault.paths[0], load);

    await measureScenarios(shop, plan.scenarios, load, "cache on", outcome);
    const mixed = { baseUrl: shop.baseUrl, pid: shop.child.pid, paths: plan.mixed, productIds: plan.productIdsToBuy, load };
    oneProcess = await measureMixed(mixed);
    outcome.measured.push(oneProcess);
  });
  const twoProcesses = await measureTwoProcesses({ plan, load });
  if (twoProcesses) outcome.measured.push(twoProcesses);
  await withShop(settings.databaseUrl, { cacheOff: true }, async (shop) => {
    await checkScenarios(shop, plan.scenarios);
    await measureScenarios(shop, plan.scenarios, load, "cache off", outcome);
  });

  const results = withRatios(outcome.measured, ceiling);
  printTable(results, ceiling, outcome.skipped);
  printOneAgainstTwo(oneProcess, twoProcesses);
  const budgetVerdicts = checkBudgets(results, outcome.skipped);
  writeResults({ settings, results, skipped: outcome.skipped, ceiling, budgetVerdicts });
  return settings.strict && budgetVerdicts.some((verdict) => !verdict.passed) ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error.message}`);
  await stopAllChildren();
  process.exitCode = 1;
}
