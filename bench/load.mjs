// Drives one scenario with autocannon: a warm-up that is thrown away, then the measured run, while the
// server's memory is sampled. Every request takes the next path of the scenario's list.
import autocannon from "autocannon";
import { httpGet } from "./http-get.mjs";
import { samplePeakMemory } from "./memory.mjs";

/** Paths of each scenario asked once before anything is measured, spread over its list, a few at a time. */
const PATHS_CHECKED = 50;
const CHECKS_AT_ONCE = 5;

/** A sample of the paths must answer 200 before they are worth measuring. */
export async function checkPathsAnswer(baseUrl, paths) {
  const step = Math.max(1, Math.floor(paths.length / PATHS_CHECKED));
  const sample = paths.filter((_, i) => i % step === 0).slice(0, PATHS_CHECKED);
  for (let i = 0; i < sample.length; i += CHECKS_AT_ONCE) {
    await Promise.all(
      sample.slice(i, i + CHECKS_AT_ONCE).map(async (path) => {
        const response = await httpGet(`${baseUrl}${path}`);
        if (response.status !== 200) {
          const body = response.body.toString("utf8").slice(0, 300);
          throw new Error(`GET ${path} answered ${response.status} instead of 200: ${body}`);
        }
      }),
    );
  }
}

/** The server counts as quiet when its readiness check (a database round trip) answers this fast twice in a row. */
const QUIET_ANSWER_MS = 100;
const QUIET_WAIT_LIMIT_MS = 60_000;

/**
 * Waits until the server has worked off what the previous run left behind: requests still queued when
 * autocannon stopped go on holding the database's connections and would slow the next scenario down.
 */
async function waitUntilQuiet(baseUrl) {
  const started = performance.now();
  let fastAnswers = 0;
  while (fastAnswers < 2 && performance.now() - started < QUIET_WAIT_LIMIT_MS) {
    const asked = performance.now();
    const response = await httpGet(`${baseUrl}/readyz`, QUIET_WAIT_LIMIT_MS).catch(() => undefined);
    fastAnswers = response?.status === 200 && performance.now() - asked <= QUIET_ANSWER_MS ? fastAnswers + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const waitedSeconds = (performance.now() - started) / 1000;
  if (waitedSeconds > 2) process.stdout.write(`(waited ${waitedSeconds.toFixed(1)} s for the server to become quiet) `);
}

/** The paths in order, starting again from the first after the last. */
function cycle(paths) {
  let next = 0;
  return () => {
    const path = paths[next];
    next = (next + 1) % paths.length;
    return path;
  };
}

/**
 * One autocannon run. Its connections share one list: `setupRequest` runs before each request (the
 * first one of each connection included) and gives it the next path.
 */
function fire(baseUrl, nextPath, connections, seconds) {
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
}

/**
 * Warm-up, then the measured run, which goes on along the list where the warm-up stopped.
 * `onMeasuring` is called as the measured run starts.
 */
export async function measure({ name, baseUrl, paths, pid, connections, seconds, warmupSeconds, onMeasuring }) {
  process.stdout.write(`${name}: `);
  await waitUntilQuiet(baseUrl);
  process.stdout.write(`warm-up ${warmupSeconds} s, measuring ${seconds} s… `);
  const nextPath = cycle(paths);
  const warmup = await fire(baseUrl, nextPath, connections, warmupSeconds);
  onMeasuring?.();
  const memory = samplePeakMemory(pid);
  const result = await fire(baseUrl, nextPath, connections, seconds);
  const peakRssMb = memory.stop();
  const summary = {
    scenario: name,
    url: paths[0],
    distinctPaths: paths.length,
    requestsSent: warmup.requests.sent + result.requests.sent,
    /** Requests answered (2xx or not) in the measured run: the ones its latencies are made of. */
    answered: result.latency.totalCount,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    peakRssMb,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  const repeated = summary.requestsSent > paths.length && paths.length > 1 ? ", list came round again" : "";
  console.log(`${summary.requestsPerSecond} req/s, p99 ${summary.latencyP99Ms} ms, ${summary.answered} answered (${paths.length} different paths${repeated})`);
  return summary;
}
