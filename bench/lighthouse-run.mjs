// Runs Lighthouse (mobile, its default simulated throttling) on one address and keeps the figures the
// page-speed budgets need, plus the audits that cost points so a failing budget can be explained.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** `extraFlags`: e.g. the flag that trusts the benchmark's own HTTPS certificate. */
export async function launchChrome(extraFlags = []) {
  return chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: [...CHROME_FLAGS, ...extraFlags] });
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** Audits of a category that lost points, worst first: "color-contrast (0)". */
function lostPoints(lhr, categoryId) {
  return (lhr.categories[categoryId]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .sort((a, b) => a.score - b.score)
    .map((audit) => `${audit.id} (${Math.round(audit.score * 100)})`);
}

/** Scripts the shop itself sent (same origin), with the bytes that crossed the network. */
function ownScripts(lhr, origin) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return requests
    .filter((request) => request.resourceType === "Script" && request.url.startsWith(origin))
    .map((request) => ({ url: request.url, transferSize: request.transferSize ?? 0, resourceSize: request.resourceSize ?? 0 }));
}

export async function auditPage(chrome, url) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const scripts = ownScripts(lhr, new URL(url).origin);
  return {
    scores: {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
    },
    lcpMs: Math.round(numeric(lhr, "largest-contentful-paint") ?? 0),
    fcpMs: Math.round(numeric(lhr, "first-contentful-paint") ?? 0),
    cls: Math.round((numeric(lhr, "cumulative-layout-shift") ?? 0) * 1000) / 1000,
    tbtMs: Math.round(numeric(lhr, "total-blocking-time") ?? 0),
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    scripts,
    jsTransferredBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    lostPoints: Object.fromEntries(CATEGORIES.map((id) => [id, lostPoints(lhr, id)])),
  };
}
