import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

const children: Array<ReturnType<typeof spawn>> = [];
afterEach(() => children.splice(0).forEach((child) => child.kill()));

function tempDir() {
  return mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
}

it("refuses a data directory that another live process holds", () => {
  const dir = tempDir();
  const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
  children.push(other);
  writeFileSync(path.join(dir, "shop.lock"), String(other.pid));
  expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  expect(() => lockDataDir(dir)).toThrow(/already in use by another shop process/);
});

it("takes over a lock left by a process that is gone, and releases it", () => {
  const dir = tempDir();
  writeFileSync(path.join(dir, "shop.lock"), "999999999");
  const release = lockDataDir(dir);
  expect(readFileSync(path.join(dir, "shop.lock"), "utf8")).toBe(String(process.pid));
  release();
  expect(existsSync(path.join(dir, "shop.lock"))).toBe(false);
});
