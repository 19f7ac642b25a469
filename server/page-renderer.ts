import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { PageDescriber, PageRenderer } from "@shared/page-render";
import { webRendererFile } from "./paths";

/**
 * The web app's server entry from the build (dist/ssr/entry-server.js): its page renderer, and what its
 * route table says of a page it did not render. Nothing when the web app was not built (the server then
 * sends the app's frame and the browser renders every page).
 */
export async function loadWebEntry(file: string = webRendererFile): Promise<{ renderPage?: PageRenderer; describePage?: PageDescriber }> {
  if (!existsSync(file)) return {};
  const entry = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer; describePage: PageDescriber };
  return { renderPage: entry.renderPage, describePage: entry.describePage };
}
