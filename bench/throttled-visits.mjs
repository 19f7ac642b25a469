// Loads a page in Chromium with the slow connection and processor applied to the browser itself
// (DevTools' "slow 4G" and a 4× slower processor), as a phone would, and reads what the page itself
// records: its first and largest paint, and when the app has taken it over (`<html data-app="ready">`).
// Lighthouse estimates its figures from a fast load instead; a change that only moves the estimate
// (a script it counts or not) shows here as no change.
import { chromium } from "@playwright/test";

/** DevTools' slow 4G as Lighthouse applies it to a real browser, and its 4× slower processor. */
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

/** Runs in the page before its own scripts: records the largest paint and when the app is ready. */
function recordPaintsAndReady() {
  const seen = {};
  window.__benchVisit = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const watch = () => {
    if (document.documentElement?.dataset.app === "ready") seen.ready = performance.now();
    else requestAnimationFrame(watch);
  };
  setTimeout(watch, 0);
}

async function visit(context, url) {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", NETWORK);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.setViewportSize(PHONE);
  await page.addInitScript(recordPaintsAndReady);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => window.__benchVisit.ready !== undefined, null, { timeout: 60_000 });
  const figures = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    lcp: window.__benchVisit.lcp ?? null,
    ready: window.__benchVisit.ready,
  }));
  await page.close();
  return figures;
}

const median = (values) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/**
 * `runs` first visits of `url`, each in a new browser profile and followed by a second visit from its
 * cache; the medians in milliseconds. `extraFlags` go to Chromium (the flag that trusts the benchmark's
 * HTTPS certificate: one with an error would keep the browser from caching anything).
 */
export async function throttledVisits(url, runs, extraFlags = []) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", ...extraFlags],
  });
  try {
    const first = [];
    const second = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      first.push(await visit(context, url));
      second.push(await visit(context, url));
      await context.close();
    }
    return {
      fcpMs: median(first.map((figures) => figures.fcp)),
      lcpMs: median(first.map((figures) => figures.lcp)),
      readyMs: median(first.map((figures) => figures.ready)),
      secondVisitFcpMs: median(second.map((figures) => figures.fcp)),
      secondVisitReadyMs: median(second.map((figures) => figures.ready)),
    };
  } finally {
    await browser.close();
  }
}
