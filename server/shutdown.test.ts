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
  const events: string[] = [];
  // Recorded by the server once the answer is written: the client may read it a moment after the
  // database has closed, which is fine; what matters is that the answer went out first.
  app.addHook("onResponse", async (_request, reply) => void events.push(`answered ${reply.statusCode}`));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const request = get(port, "/slow");
  await underWay;
  const started = Date.now();
  const closing = closeGracefully(app, { close: async () => void events.push("database closed") }, { sweepMs: 20 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  answer();
  const [response] = await Promise.all([request, closing]);

  expect(response).toEqual({ status: 200, body: '{"done":true}' });
  expect(events).toEqual(["answered 200", "database closed"]);
  expect(Date.now() - started).toBeLessThan(SERVER_TIMEOUTS.keepAliveTimeout / 10);
});
