// Drives one scenario with autocannon: a warm-up that is thrown away, then the measured run,
// while the server's memory is sampled.
import autocannon from "autocannon";
import { httpGet } from "./http-get.mjs";
import { samplePeakMemory } from "./memory.mjs";

/** Every path must answer 200 before it is worth measuring. */
export async function checkPathsAnswer(baseUrl, paths) {
  for (const path of paths) {
    const response = await httpGet(`${baseUrl}${path}`);
    if (response.status !== 200) {
      const body = response.body.toString("utf8").slice(0, 300);
      throw new Error(`GET ${path} answered ${response.status} instead of 200: ${body}`);
    }
  }
}

function fire(baseUrl, paths, connections, seconds) {
  return autocannon({
    url: `${baseUrl}${paths[0]}`,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
}

export async function measure({ name, baseUrl, paths, pid, connections, seconds, warmupSeconds }) {
  process.stdout.write(`${name}: warm-up ${warmupSeconds} s, measuring ${seconds} s… `);
  await fire(baseUrl, paths, connections, warmupSeconds);
  const memory = samplePeakMemory(pid);
  const result = await fire(baseUrl, paths, connections, seconds);
  const peakRssMb = memory.stop();
  const summary = {
    scenario: name,
    url: paths[0],
    rotatesOver: paths.length,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    peakRssMb,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  console.log(`${summary.requestsPerSecond} req/s, p99 ${summary.latencyP99Ms} ms`);
  return summary;
}
