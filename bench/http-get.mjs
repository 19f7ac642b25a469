// A plain GET that sends no Accept-Encoding, like autocannon, so the bytes seen here are the bytes it gets.
import http from "node:http";

export function httpGet(url, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}

export async function getJson(url) {
  const response = await httpGet(url);
  if (response.status !== 200) {
    throw new Error(`GET ${url} answered ${response.status}: ${response.body.toString("utf8").slice(0, 300)}`);
  }
  return JSON.parse(response.body.toString("utf8"));
}
