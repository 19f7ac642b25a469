import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { PageRenderer } from "@shared/page-render";
import { webRendererFile } from "./paths";

/**
 * The web app's server renderer from the build (dist/ssr/entry-server.js), or undefined when the web
 * app was not built (the server then sends the app's frame and the browser renders every page).
 */
export async function loadPageRenderer(file: string = webRendererFile): Promise<PageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer };
  return entry.renderPage;
}
