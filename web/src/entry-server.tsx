import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough } from "node:stream";
import type { PageDescriber, PageRenderer, ServerApi } from "@shared/page-render";
import { type ReactNode, StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, matchRoutes, type RouteObject, StaticRouter } from "react-router";
import { RenderedPageFiles } from "@/app/lazy-page";
import { namedPageFiles } from "@/app/page-files";
import { AppProviders } from "@/app/providers";
import { ROUTE_DATA } from "@/app/route-data";
import { headOf, pageFilesOf, servingOf } from "@/app/route-heads";
import { AppRoutes, appRoutes, ROUTE_IDS } from "@/app/router";
import { ApiError, setApiTransport } from "@/lib/api-client";
import { currentUserQueryOptions } from "@/lib/current-user";
import { handOverQueries } from "@/lib/query-handover";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";

/*
 * The storefront rendered on the server (see docs/decisions/021-storefront-rendered-on-the-server.md):
 * React Router's static handler matches the address and runs each matched route's data loader (the
 * page's own query options, answered by the shop's API in-process), then React renders the page to
 * HTML with that data; the data goes with the HTML for the browser to hydrate from.
 */

const requestApi = new AsyncLocalStorage<ServerApi>();
// Inside a page render the app's API calls go to the server's in-process API; outside one (tests that
// load this module beside the browser's code) they go where they always did.
setApiTransport((url, init) => (requestApi.getStore() ?? fetch)(url, init));

/** The route table with each route's data loader, writing into this request's cache. */
function withLoaders(routes: RouteObject[], queryClient: ReturnType<typeof createQueryClient>): RouteObject[] {
  return routes.map((route) => {
    const load = route.id ? ROUTE_DATA[route.id as keyof typeof ROUTE_DATA] : undefined;
    const children = route.children ? withLoaders(route.children, queryClient) : undefined;
    const withChildren = { ...route, ...(children ? { children } : {}) } as RouteObject;
    if (!load) return withChildren;
    return { ...withChildren, loader: async (args) => (await load(queryClient, args), null) } as RouteObject;
  });
}

function renderToString(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    sink.on("error", reject);
    const stream = renderToPipeableStream(element, {
      // The whole page, lazily loaded parts included, in place: it is sent in one piece with its ETag,
      // and needs none of React's inline scripts for parts that arrive later (the shop's
      // Content-Security-Policy allows no inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

/** Every page file the route table names (see page-files.ts): the build must have made a chunk of each. */
export const pageFiles = (): string[] => namedPageFiles();

/** The routes at `address` with their loaders run for this request (the shopper's API, their cookies). */
async function loadRoutes(address: URL, api: ServerApi, queryClient: ReturnType<typeof createQueryClient>) {
  const handler = createStaticHandler(withLoaders(appRoutes, queryClient));
  return requestApi.run(api, () => handler.query(new Request(address, { method: "GET" })));
}

const isAdmin = (address: URL) => matchRoutes(appRoutes, address.pathname)?.some((match) => match.route.id === ROUTE_IDS.admin) ?? false;

/** The page at `url` as HTML with the data it was rendered from, its head and the files of its code (see PageRenderer). */
export const renderPage: PageRenderer = async ({ url, origin, api, formReturn }) => {
  const address = new URL(url, "http://shop.invalid");
  if (isAdmin(address)) return null;

  const queryClient = createQueryClient();
  if (formReturn) queryClient.setQueryData(queryKeys.auth.formReturn(), formReturn);
  const context = await loadRoutes(address, api, queryClient);
  if (context instanceof Response) {
    const location = context.headers.get("location");
    const { oneTimeLink } = servingOf(matchRoutes(appRoutes, address.pathname) ?? []);
    return location && context.status >= 300 && context.status < 400 ? { redirect: location, oneTimeLink } : null;
  }
  if (context.errors) throw Object.values(context.errors)[0];

  // Rendered as the browser renders it (declarative routes), so the browser's first render matches it exactly.
  const shownFiles = new Set<string>();
  const html = await renderToString(
    <StrictMode>
      <RenderedPageFiles value={(source) => shownFiles.add(source)}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={`${address.pathname}${address.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </RenderedPageFiles>
    </StrictMode>,
  );

  const head = headOf(context.matches, { queryClient, url: address, origin });
  const notFound =
    head?.status === 404 ||
    context.matches.some((match) => match.route.id === ROUTE_IDS.notFound) ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
  const signedIn = Boolean(queryClient.getQueryData(currentUserQueryOptions().queryKey));
  const queryState = handOverQueries(queryClient);
  queryClient.clear();
  const { keptForVisitors, oneTimeLink } = servingOf(context.matches);
  return { status: notFound ? 404 : 200, html, queryState, signedIn, head, sources: [...shownFiles], keptForVisitors, oneTimeLink };
};

/** The page at `url` without rendering it: its head from its routes' data, and the files its routes show (see PageDescriber). */
export const describePage: PageDescriber = async ({ url, origin, api }) => {
  const address = new URL(url, "http://shop.invalid");
  const matches = matchRoutes(appRoutes, address.pathname) ?? [];
  const { keptForVisitors, oneTimeLink, hasHead } = servingOf(matches);
  if (!hasHead) return keptForVisitors || oneTimeLink ? { sources: [], keptForVisitors, oneTimeLink } : null;

  const queryClient = createQueryClient();
  const context = await loadRoutes(address, api, queryClient);
  // Where the page would send the shopper elsewhere, the browser will too: nothing to say of it here.
  const head = context instanceof Response ? undefined : headOf(context.matches, { queryClient, url: address, origin });
  queryClient.clear();
  return { head, sources: head ? pageFilesOf(matches) : [], keptForVisitors, oneTimeLink };
};
