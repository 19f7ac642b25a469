// Child processes started by the benchmark (the seeding, the shop, the ceiling server), and the guarantee
// that none of them outlives the harness: on success, failure or Ctrl-C.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { createInterface } from "node:readline";

const running = new Set();

/** Spawns a Node script, forwarding its output line by line with a prefix. */
export function startNodeChild(label, args, env, { cwd } = {}) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const forward = (stream, target) => {
    createInterface({ input: stream }).on("line", (line) => target.write(`[${label}] ${line}\n`));
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  running.add(child);
  child.once("exit", () => running.delete(child));
  child.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return child;
}

/** Asks the child to stop, then forces it after a grace period. */
export async function stopChild(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const forced = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await child.exited;
  clearTimeout(forced);
}

export async function stopAllChildren() {
  await Promise.all([...running].map((child) => stopChild(child)));
}

// Last resort when the harness exits abruptly: signals are sent synchronously.
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * A port nobody listens on right now: the first free one of BENCH_PORTS (`3200-3219`) when it is set,
 * for machines where servers must keep to a range; else the OS picks it.
 */
export async function findFreePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? "");
  if (!range) return anyFreePort();
  for (let port = Number(range[1]); port <= Number(range[2]); port++) if (await isFree(port)) return port;
  throw new Error(`No free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

function anyFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
