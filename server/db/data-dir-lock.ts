import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {}

/** Who holds the lock: a pid and, where the system tells, which process that pid was at the time. */
interface LockOwner {
  pid: number;
  /** The process's start time, in clock ticks after boot (field 22 of /proc/<pid>/stat). */
  start?: string;
  /** The kernel's boot id: after a reboot, every pid and start time is someone else's. */
  boot?: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

const readProc = (procDir: string, ...parts: string[]) => readIfPresent(path.join(procDir, ...parts));

/** Field 22 of /proc/<pid>/stat, read after the command name (field 2), which may hold spaces and parentheses. */
function startTimeOf(procDir: string, pid: number): string | undefined {
  const stat = readProc(procDir, String(pid), "stat");
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields?.[22 - 3];
}

function bootIdOf(procDir: string): string | undefined {
  return readProc(procDir, "sys", "kernel", "random", "boot_id")?.trim() || undefined;
}

/** Whether the program running as `pid` is Node.js; undefined when the system does not say. */
function runsNode(procDir: string, pid: number): boolean | undefined {
  const cmdline = readProc(procDir, String(pid), "cmdline");
  if (cmdline === undefined) return undefined;
  const program = path.basename(cmdline.split("\0")[0] ?? "");
  return /node/i.test(program) || program === path.basename(process.execPath);
}

function lockText(owner: LockOwner): string {
  const lines = [`pid=${owner.pid}`, ...(owner.start ? [`start=${owner.start}`] : []), ...(owner.boot ? [`boot=${owner.boot}`] : [])];
  return `# The shop process using this data folder; its start time (clock ticks after boot) and the boot tell a reused pid apart.\n${lines.join("\n")}\n`;
}

/** Today's `key=value` lines, or a file holding only a pid (written by earlier versions). */
function parseOwner(text: string): LockOwner | undefined {
  if (/^\s*\d+\s*$/.test(text)) return { pid: Number(text) };
  const values = Object.fromEntries(
    text
      .split("\n")
      .filter((line) => line.includes("=") && !line.startsWith("#"))
      .map((line) => [line.slice(0, line.indexOf("=")).trim(), line.slice(line.indexOf("=") + 1).trim()]),
  );
  const pid = Number(values.pid);
  return Number.isInteger(pid) && pid > 0 ? { pid, start: values.start || undefined, boot: values.boot || undefined } : undefined;
}

/**
 * Whether the lock's owner is still the process that wrote it. After a crash its pid may belong to an
 * unrelated process: a different boot or start time gives that away; for a file holding only a pid,
 * a program other than Node.js does. Where /proc is missing, a running pid is taken at its word.
 */
function ownerIsAlive(owner: LockOwner, procDir: string): boolean {
  if (owner.pid === process.pid || !isRunning(owner.pid)) return false;
  const boot = bootIdOf(procDir);
  if (owner.boot && boot && owner.boot !== boot) return false;
  const start = startTimeOf(procDir, owner.pid);
  if (owner.start && start) return owner.start === start;
  return runsNode(procDir, owner.pid) ?? true;
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A lock file naming the owner process refuses the second one; a lock left by a process that is gone
 * (or whose pid now belongs to another process) is taken over. `procDir` is for tests.
 */
export function lockDataDir(dir: string, { procDir = "/proc" }: { procDir?: string } = {}): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, "shop.lock");
  const mine = lockText({ pid: process.pid, start: startTimeOf(procDir, process.pid), boot: bootIdOf(procDir) });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, mine, { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const found = readIfPresent(lockFile);
      if (found === undefined) continue; // released meanwhile
      const owner = parseOwner(found);
      if (owner && ownerIsAlive(owner, procDir)) {
        throw new DataDirInUseError(
          `The embedded database in ${dir} is already in use by another shop process (pid ${owner.pid}). ` +
            "Stop that process first, or point DATA_DIR at another folder.",
        );
      }
      // Removed only if it is still the stale lock just read, not one another process has taken since.
      if (readIfPresent(lockFile) === found) rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the embedded database in ${dir}.`);
}
