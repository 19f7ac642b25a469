// Compiles the server (and its command-line tool) to plain JavaScript in dist/server.
// Packages stay external: they are loaded from node_modules at run time.
import { writeFileSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: { index: "server/index.ts", cli: "server/cli.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});

// `npm start` rebuilds when a source is newer than this: `npm run build` leaves the build up to date.
writeFileSync("dist/.build-stamp", new Date().toISOString());
