import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

const children: ChildProcess[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill()));

function tempDir() {
  return mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
}

const lockFileOf = (dir: string) => path.join(dir, "shop.lock");

function started(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  return child;
}

/** Another Node.js process that takes the lock on `dir` the way the shop does, and keeps running. */
async function shopHolding(dir: string): Promise<ChildProcess> {
  const lockModule = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)}; lockDataDir(process.argv[1]); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = started(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dir]);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`the shop process exited with ${code}`)));
  });
  return child;
}

const hasProc = existsSync("/proc/self/stat");

it("records the owner's pid, start time and boot in a readable lock file", () => {
  const dir = tempDir();
  const release = lockDataDir(dir);
  const text = readFileSync(lockFileOf(dir), "utf8");
  expect(text).toMatch(new RegExp(`^pid=${process.pid}$`, "m"));
  if (hasProc) {
    expect(text).toMatch(/^start=\d+$/m);
    expect(text).toMatch(/^boot=[0-9a-f-]+$/m);
  }
  release();
  expect(existsSync(lockFileOf(dir))).toBe(false);
});

it("refuses a data directory that another live shop process holds", async () => {
  const dir = tempDir();
  const shop = await shopHolding(dir);
  expect(readFileSync(lockFileOf(dir), "utf8")).toMatch(new RegExp(`^pid=${shop.pid}$`, "m"));
  expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  expect(() => lockDataDir(dir)).toThrow(new RegExp(`already in use by another shop process \\(pid ${shop.pid}\\)`));
});

it("refuses an old lock file (only a pid) naming a live Node.js process", () => {
  const dir = tempDir();
  const other = started(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
  writeFileSync(lockFileOf(dir), String(other.pid));
  expect(() => lockDataDir(dir)).toThrow(/already in use by another shop process/);
});

it("takes over a lock left by a process that is gone, and releases it", () => {
  const dir = tempDir();
  writeFileSync(lockFileOf(dir), "999999999");
  const release = lockDataDir(dir);
  expect(readFileSync(lockFileOf(dir), "utf8")).toMatch(new RegExp(`^pid=${process.pid}$`, "m"));
  release();
  expect(existsSync(lockFileOf(dir))).toBe(false);
});

describe.runIf(hasProc)("after a crash, when the lock's pid now belongs to another process", () => {
  it("takes over a lock whose pid runs a program that is not a shop", () => {
    const dir = tempDir();
    const sleeper = started("sleep", ["30"]);
    writeFileSync(lockFileOf(dir), String(sleeper.pid));
    lockDataDir(dir)();

    writeFileSync(lockFileOf(dir), `pid=${sleeper.pid}\nstart=1\n`);
    lockDataDir(dir)();
  });

  it("takes over a lock whose pid is now another Node.js process, started later", () => {
    const dir = tempDir();
    const other = started(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    const crashed = readFileSync(`/proc/${process.pid}/stat`, "utf8"); // any start time but the new owner's
    const start = crashed.slice(crashed.lastIndexOf(")") + 2).split(" ")[19];
    writeFileSync(lockFileOf(dir), `pid=${other.pid}\nstart=${start}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFileOf(dir), "utf8")).toMatch(new RegExp(`^pid=${process.pid}$`, "m"));
    release();
  });

  it("takes over a lock written before the machine restarted", () => {
    const dir = tempDir();
    const shopLike = started(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    writeFileSync(lockFileOf(dir), `pid=${shopLike.pid}\nboot=00000000-0000-0000-0000-000000000000\n`);
    lockDataDir(dir)();
  });

  it("falls back to trusting a running pid where /proc is missing", () => {
    const dir = tempDir();
    const sleeper = started("sleep", ["30"]);
    writeFileSync(lockFileOf(dir), `pid=${sleeper.pid}\nstart=1\n`);
    expect(() => lockDataDir(dir, { procDir: path.join(dir, "no-proc") })).toThrow(DataDirInUseError);
  });
});
