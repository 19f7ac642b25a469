// `npm start` and the database scripts: build when the build is missing or older than the sources,
// then run the compiled server (or its command-line tool). No TypeScript loader at run time.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "dist/.build-stamp"); // written by scripts/build-server.mjs
const sources = ["shared", "server", "web", "package-lock.json", "vite.config.ts", "tsconfig.json", "scripts/build-server.mjs"];
const skipped = new Set(["node_modules", "migrations"]);

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (skipped.has(entry) || entry.endsWith(".test.ts")) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sourcesChangedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (builtAt < sourcesChangedAt || !existsSync(path.join(root, "dist/server/index.js"))) {
  console.log("Building the shop (first start, or the sources changed)…");
  execSync("npm run build", { cwd: root, stdio: "inherit" }); // writes the stamp when it succeeds
}

// Settings from a .env file beside package.json, when there is one (see .env.example).
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

const [entry = "index", ...args] = process.argv.slice(2);
if (entry !== "--build-only") {
  process.argv = [process.argv[0], path.join(root, `dist/server/${entry}.js`), ...args];
  await import(pathToFileURL(path.join(root, `dist/server/${entry}.js`)).href);
}
