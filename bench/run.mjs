// `npm run bench`: load-tests the production shop against a seeded PostgreSQL catalogue and
// compares each scenario with a bare node:http server answering the same bytes. See bench/README.md.
import { stopAllChildren, stopChild } from "./children.mjs";
import { ensureCatalogue } from "./database.mjs";
import { httpGet } from "./http-get.mjs";
import { checkPathsAnswer, measure } from "./load.mjs";
import { checkBudgets, printTable, withRatios, writeResults } from "./report.mjs";
import { buildScenarios } from "./scenarios.mjs";
import { startCeiling, startShop } from "./servers.mjs";
import { readSettings } from "./settings.mjs";

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

async function main() {
  const settings = readSettings();
  const load = { connections: settings.connections, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds };
  console.log(
    `Benchmark: ${settings.products} products, ${settings.connections} connections, ` +
      `${settings.warmupSeconds} s warm-up + ${settings.seconds} s per scenario.`,
  );

  await ensureCatalogue(settings.databaseUrl, settings.products);
  const shop = await startShop(settings.databaseUrl);
  try {
    const scenarios = await buildScenarios(shop.baseUrl);
    for (const scenario of scenarios) await checkPathsAnswer(shop.baseUrl, scenario.paths);

    const listDefault = scenarios.find((scenario) => scenario.name === "list-default");
    const ceiling = await measureCeiling(shop.baseUrl, listDefault.paths[0], load);

    const measured = [];
    for (const scenario of scenarios) {
      measured.push(await measure({ ...load, ...scenario, baseUrl: shop.baseUrl, pid: shop.child.pid }));
    }
    const results = withRatios(measured, ceiling);

    printTable(results, ceiling);
    const budgetVerdicts = checkBudgets(results);
    writeResults({ settings, results, ceiling, budgetVerdicts });
    return settings.strict && budgetVerdicts.some((verdict) => !verdict.passed) ? 1 : 0;
  } finally {
    await stopChild(shop.child);
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error.message}`);
  await stopAllChildren();
  process.exitCode = 1;
}
