import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root, found from this file whether it runs from source or from the compiled bundle. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the project root (package.json)");
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsDir = path.join(projectRoot, "server/db/migrations");
/** Fonts the server draws documents with, beside their licence. */
export const fontsDir = path.join(projectRoot, "server/assets/fonts");
export const webDistDir = path.join(projectRoot, "dist/web");
/** The web app's server renderer, built by `npm run build` beside the web app. */
export const webRendererFile = path.join(projectRoot, "dist/ssr/entry-server.js");
