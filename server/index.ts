import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirInUseError } from "./db/data-dir-lock";
import { withSessionSecret } from "./session-secret";
import { loadWebEntry } from "./page-renderer";
import { closeGracefully } from "./shutdown";
import { prepareDatabase } from "./start-up";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = withSessionSecret(loadConfig());
  const say = (message: string) => console.log(message);
  const database = await prepareDatabase(config, say);
  const app = await buildApp({ config, database, runJobs: config.role !== "web", ...(await loadWebEntry()) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await closeGracefully(app, database);
    } finally {
      clearTimeout(forceExit);
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? "PostgreSQL" : `the embedded database in ${config.dataDir}`;
  const role = { all: "", web: ", serving shoppers only: no jobs", worker: ", running jobs only: health checks answered" }[config.role];
  say(`KiddoKart is open at ${config.publicUrl ?? `http://localhost:${config.port}`} (${where}${role}).`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error("The shop could not start:", error);
  }
  process.exit(1);
});
