import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./shop-process";

/** A PostgreSQL server of a test's own, which it may stop and start (the machine's shared one must never be). */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  stop(): void;
  start(): void;
  /** Stops it for good and removes its files. */
  remove(): void;
}

/** The directory of PostgreSQL's programs (initdb, pg_ctl), the newest installed; undefined when there are none. */
export function postgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((version) => existsSync(path.join(root, version, "bin", "pg_ctl")));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, "bin") : undefined;
}

/** Why a private server cannot be run here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!postgresBinaries()) return "PostgreSQL's programs (initdb, pg_ctl under /usr/lib/postgresql) are not installed";
  if (process.getuid?.() === 0 && !osUser("postgres")) return "running as root, and there is no postgres user to run PostgreSQL as";
  return undefined;
}

function osUser(name: string): { uid: number; gid: number } | undefined {
  try {
    const [uid, gid] = ["-u", "-g"].map((flag) => Number(execFileSync("id", [flag, name], { encoding: "utf8" }).trim()));
    return { uid: uid!, gid: gid! };
  } catch {
    return undefined;
  }
}

/**
 * initdb into a temporary directory and start a server on a free port of `ports`, on 127.0.0.1 only,
 * trusting local connections. PostgreSQL refuses to run as root: then it runs as the postgres user.
 */
export async function startPrivatePostgres(ports: { from: number; to: number }): Promise<PrivatePostgres> {
  const bin = postgresBinaries()!;
  const dir = mkdtempSync(path.join(os.tmpdir(), "private-postgres-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = osUser("postgres")!;
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] : [path.join(bin, program), args];
    execFileSync(command, commandArgs, { stdio: "pipe", cwd: os.tmpdir() });
  };
  const data = path.join(dir, "data");
  const port = await freePort(ports);
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=40`;
  const start = () => run("pg_ctl", ["start", "-w", "-t", "30", "-D", data, "-l", path.join(dir, "server.log"), "-o", options]);
  const stop = () => run("pg_ctl", ["stop", "-w", "-m", "fast", "-D", data]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      try {
        run("pg_ctl", ["stop", "-w", "-m", "immediate", "-D", data]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
