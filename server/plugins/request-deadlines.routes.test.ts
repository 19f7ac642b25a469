import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { quickCustomer } from "../test/accounts";
import { openTestDatabase } from "../test/test-app";
import { SERVER_TIMEOUTS } from "./request-deadlines";

const DEADLINE_MS = 1_000;
let app: FastifyInstance;
let port: number;
let drop: () => Promise<void>;
let dataDir: string;
let admin: Awaited<ReturnType<typeof quickCustomer>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-deadlines-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_DEMO: "false", SESSION_SECRET: "test-secret-for-upload-links-0123456789" });
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp({ config, database: opened.database, webDistDir: path.join(dataDir, "no-web-build"), bodyDeadlineMs: DEADLINE_MS });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as net.AddressInfo).port;
  admin = await quickCustomer(opened.database.db, { isAdmin: true });
});

afterAll(async () => {
  await app?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Writes `request` on a fresh connection and waits (at most `waitMs`) for the server to close it. */
function sendAndWait(request: string, waitMs = 5_000): Promise<{ answer: string; closedAfterMs: number | undefined }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: undefined });
    }, waitMs);
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));

describe("a request body that never finishes arriving", () => {
  it("gets 408 and a closed connection once the body deadline has passed", async () => {
    const half = '{"email":"asha@example.in","pass';
    const { answer, closedAfterMs } = await sendAndWait(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n${half}`,
    );
    expect(closedAfterMs, "the server closed the connection").toBeDefined();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(closedAfterMs!).toBeLessThan(DEADLINE_MS + 3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(bodyOf(answer)).toEqual({ code: "request_timeout", message: "The request took too long to arrive. Please try again." });
  });

  it("is cut the same way when it is sent in chunks that stop, or to an address nobody serves", async () => {
    const chunked = await sendAndWait(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"nam\r\n`);
    expect(chunked.closedAfterMs).toBeDefined();
    expect(chunked.answer).toMatch(/^HTTP\/1\.1 408 /);
    const unknown = await sendAndWait(`POST /api/no-such-thing HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{"a"`);
    expect(unknown.closedAfterMs).toBeDefined();
    expect(unknown.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("leaves nothing behind when the body was refused before it was read", async () => {
    const tooLarge = await sendAndWait(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n{"a"`, 500);
    expect(tooLarge.answer).toMatch(/^HTTP\/1\.1 413 /);
    await new Promise((resolve) => setTimeout(resolve, DEADLINE_MS + 300));
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });

  it("does not touch a body that arrives in time, nor requests without one", async () => {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.in", password: "not-the-password" }),
    });
    expect(login.status).toBe(401);
  });
});

describe("an upload to the shop's own storage", () => {
  it("may take longer than the body deadline while it keeps arriving", async () => {
    const issued = await app.inject({ method: "POST", url: "/api/upload/product-image", payload: { filename: "blanket.png" }, headers: { cookie: admin.cookie } });
    expect(issued.statusCode, issued.body).toBe(200);
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#f4c2c2" } }).png().toBuffer();

    const started = Date.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, method: "PUT", path: issued.json().uploadURL, headers: { "content-type": "image/png", "content-length": picture.length } },
        (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, body }));
        },
      );
      request.on("error", reject);
      // Five pieces half a second apart: the last arrives well after the 1 s deadline.
      const pieces = 5;
      const size = Math.ceil(picture.length / pieces);
      for (let i = 0; i < pieces; i++) {
        setTimeout(() => {
          const piece = picture.subarray(i * size, (i + 1) * size);
          if (i === pieces - 1) request.end(piece);
          else request.write(piece);
        }, i * 500);
      }
    });
    expect(Date.now() - started).toBeGreaterThan(DEADLINE_MS * 1.5);
    expect(answer.status, answer.body).toBe(201);
  });
});

it("gives the HTTP server finite limits for headers, whole requests, idle sockets and kept-alive connections", () => {
  expect(app.server.headersTimeout).toBe(SERVER_TIMEOUTS.http.headersTimeout);
  expect(app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
  expect(app.server.timeout).toBe(SERVER_TIMEOUTS.connectionTimeout);
  expect(app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
  for (const value of [app.server.headersTimeout, app.server.requestTimeout, app.server.timeout, app.server.keepAliveTimeout]) {
    expect(value).toBeGreaterThan(0);
  }
  // A 100 MB upload at 1 Mbit/s must fit.
  expect(SERVER_TIMEOUTS.requestTimeout).toBeGreaterThanOrEqual((100 * 8 * 1_000 * 1_000) / 1_000);
});
