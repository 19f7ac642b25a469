import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../paths";

export interface ShopProcess {
  /** http://127.0.0.1:port */
  url: string;
  pid: number;
  /** What it wrote so far, to explain a failure. */
  output(): string;
  /** Whether the process is still running (it has not exited by itself or been stopped). */
  running(): boolean;
  stop(): Promise<void>;
}

async function tryPort(port: number): Promise<number | undefined> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => resolve(true));
  });
  if (!listening) return undefined;
  const { port: taken } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return taken;
}

/** A port nothing listens on: any, or the first free one of `range` (inclusive). */
export async function freePort(range?: { from: number; to: number }): Promise<number> {
  if (!range) return (await tryPort(0))!;
  for (let port = range.from; port <= range.to; port++) {
    const free = await tryPort(port);
    if (free) return free;
  }
  throw new Error(`no free port from ${range.from} to ${range.to}`);
}

/**
 * The shop as production runs it (`server/index.ts`, its own pool, jobs and event listener), in a
 * process of its own, started with the TypeScript loader. Resolves once it listens (which takes long on
 * a machine busy with other work: two minutes are allowed).
 */
export async function startShopProcess(
  env: Record<string, string>,
  { startTimeoutMs = 120_000, ports }: { startTimeoutMs?: number; ports?: { from: number; to: number } } = {},
): Promise<ShopProcess> {
  const port = await freePort(ports);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-process-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "server/index.ts")], {
    cwd: projectRoot,
    // Tests place many cash-on-delivery orders as one customer, as the test app allows (server/test/test-app.ts).
    env: { PATH: process.env.PATH, NODE_ENV: "test", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", COD_MAX_OPEN_ORDERS: "1000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the shop did not start within ${startTimeoutMs} ms:\n${output}`)), startTimeoutMs);
      child.stdout!.on("data", () => {
        if (output.includes("KiddoKart is open at")) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the shop exited (${code}) before listening:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, output: () => output, running, stop };
}
