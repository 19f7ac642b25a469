import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { errorHandlerPlugin } from "./error-handler";
import { createRefusalReports, refusalCause } from "./refusal-reports";

/** What Drizzle throws when the pool cannot reach the server: the query and its parameters, the driver's error as the cause. */
function refusedQuery(): Error {
  const driver = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  return new Error('Failed query: select "token_hash" from "sessions" where "token_hash" = $1\nparams: secret-session-hash', { cause: driver });
}

describe("refusal reports", () => {
  it("logs the first refusal of each window with how many were left out since, and counts the rest", () => {
    let clock = 0;
    const reports = createRefusalReports({ windowMs: 10_000, now: () => clock });
    expect(reports.next()).toEqual({ notLogged: 0 });
    for (let i = 0; i < 500; i++) {
      clock += 10;
      expect(reports.next()).toBeUndefined();
    }
    clock = 10_000;
    expect(reports.next()).toEqual({ notLogged: 500 });
    expect(reports.next()).toBeUndefined();
  });

  it("names the driver's cause, never the query or its parameters", () => {
    expect(refusalCause(refusedQuery())).toEqual({ message: "connect ECONNREFUSED 127.0.0.1:5432", code: "ECONNREFUSED" });
    expect(refusalCause("lost")).toEqual({ message: "lost" });
  });
});

describe("a database that refuses every request", () => {
  it("answers each 503 with Retry-After and writes one short log line, not one with a stack per request", async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: "info", stream: { write: (line: string) => lines.push(line) } } });
    await app.register(errorHandlerPlugin);
    app.get("/api/orders", async () => {
      throw refusedQuery();
    });
    for (let i = 0; i < 300; i++) {
      const response = await app.inject({ url: "/api/orders" });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
    }
    await app.close();
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string; cause?: unknown }).filter((line) => line.level >= 40);
    expect(warnings).toEqual([expect.objectContaining({ msg: "request refused: the shop or its database is unavailable", cause: { message: "connect ECONNREFUSED 127.0.0.1:5432", code: "ECONNREFUSED" } })]);
    expect(lines.join("")).not.toContain("secret-session-hash");
  });
});
