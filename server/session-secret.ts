import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";

/**
 * Outside production SESSION_SECRET may be left out: a random one is made once and kept in
 * DATA_DIR, so signed links and sign-in state survive restarts of the demo.
 */
export function withSessionSecret(config: Config): Config & { sessionSecret: string } {
  if (config.sessionSecret) return { ...config, sessionSecret: config.sessionSecret };
  const file = path.join(config.dataDir, "session-secret");
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  }
  return { ...config, sessionSecret: readFileSync(file, "utf8").trim() };
}
