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
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The shop as production runs it (`server/index.ts`, its own pool, jobs and event listener), in a
 * process of its own, started with the TypeScript loader. Resolves once it listens.
 */
export async function startShopProcess(env: Record<string, string>, { startTimeoutMs = 45_000 } = {}): Promise<ShopProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-process-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "server/index.ts")], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, NODE_ENV: "test", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", ...env },
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
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, output: () => output, stop };
}
