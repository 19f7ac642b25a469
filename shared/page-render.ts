/*
 * The contract between the server and the web app's server renderer (web/src/entry-server.tsx), built
 * to dist/ssr/entry-server.js and loaded by the server at start-up.
 */

/** How the server answers the app's API calls while it renders one page (GETs, with the shopper's cookies). */
export type ServerApi = (url: string, init: RequestInit) => Promise<Response>;

export interface PageRenderRequest {
  /** Path and query, as the browser asked for it. */
  url: string;
  api: ServerApi;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** The data the page was rendered from, for the browser to start with (TanStack Query's dehydrated cache). */
  queryState: unknown;
  /** Whether the page shows a signed-in shopper's view: it must never be cached for anyone else. */
  signedIn: boolean;
}

/** The page would send the shopper elsewhere at once (a signed-in shopper on the sign-in page, say). */
export interface PageRedirect {
  redirect: string;
}

/** The page at an address, where it sends the shopper instead, or null for pages rendered in the browser only (the back office). */
export type PageRenderer = (request: PageRenderRequest) => Promise<RenderedPage | PageRedirect | null>;
