import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterEach, expect, it } from "vitest";
import { SERVER_TIMEOUTS } from "./plugins/request-deadlines";
import { closeGracefully } from "./shutdown";

const agent = new http.Agent({ keepAlive: true });
afterEach(() => agent.destroy());

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

it("answers the request under way, then closes its kept-alive connection and the database at once", async () => {
  const app = Fastify({ ...SERVER_TIMEOUTS, logger: false });
  let arrived!: () => void;
  const underWay = new Promise<void>((resolve) => (arrived = resolve));
  let answer!: () => void;
  app.get("/slow", async () => {
    arrived();
    await new Promise<void>((resolve) => (answer = resolve));
    return { done: true };
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const events: string[] = [];
  const request = get(port, "/slow").then((response) => {
    events.push(`answered ${response.status} ${response.body}`);
  });
  await underWay;
  const started = Date.now();
  const closing = closeGracefully(app, { close: async () => void events.push("database closed") }, { sweepMs: 20 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  answer();
  await Promise.all([request, closing]);

  expect(events).toEqual(['answered 200 {"done":true}', "database closed"]);
  expect(Date.now() - started).toBeLessThan(SERVER_TIMEOUTS.keepAliveTimeout / 10);
});
