import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openTestDatabase } from "../test/test-app";

const MAX_CONNECTIONS = 3;
let app: FastifyInstance;
let port: number;
let drop: () => Promise<void>;
let dataDir: string;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-connections-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_DEMO: "false", MAX_CONNECTIONS: String(MAX_CONNECTIONS) });
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp({ config, database: opened.database, webDistDir: path.join(dataDir, "no-web-build") });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await app?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens a connection, asks for /healthz keeping it alive, and says what came back (or that it was closed unanswered). */
function askOnNewConnection(): Promise<{ answer: string; afterMs: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    sockets.push(socket);
    let answer = "";
    socket.on("connect", () => socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n"));
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n\r\n")) resolve({ answer, afterMs: Date.now() - started });
    });
    socket.on("error", () => {}); // a reset is one way of being refused
    socket.on("close", () => resolve({ answer, afterMs: Date.now() - started }));
  });
}

it("closes a connection beyond MAX_CONNECTIONS at once, while the open ones keep being served", async () => {
  const served = [];
  for (let i = 0; i < MAX_CONNECTIONS; i++) served.push(await askOnNewConnection());
  for (const { answer } of served) expect(answer).toMatch(/^HTTP\/1\.1 200/);

  const refused = await askOnNewConnection();
  expect(refused.answer).toBe("");
  expect(refused.afterMs).toBeLessThan(1_000);

  // A kept-alive connection still gets answers.
  const kept = sockets[0]!;
  const again = new Promise<string>((resolve) => kept.once("data", (chunk) => resolve(chunk.toString("latin1"))));
  kept.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  expect(await again).toMatch(/^HTTP\/1\.1 200/);
});

it("takes the limit from MAX_CONNECTIONS, 1000 when unset", () => {
  expect(app.server.maxConnections).toBe(MAX_CONNECTIONS);
  expect(loadConfig({}).maxConnections).toBe(1000);
  expect(() => loadConfig({ MAX_CONNECTIONS: "0" })).toThrow(/MAX_CONNECTIONS/);
});
