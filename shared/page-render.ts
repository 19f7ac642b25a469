/*
 * The contract between the server and the web app's server renderer (web/src/entry-server.tsx), built
 * to dist/ssr/entry-server.js and loaded by the server at start-up. The web app's route table decides
 * everything about a page (its head, its status, its code, how it may be kept); the server only asks.
 */

import type { PageMetaText } from "./page-meta";
import type { FormReturn } from "./schemas/form-return";

/** How the server answers the app's API calls while it renders one page (GETs, with the shopper's cookies). */
export type ServerApi = (url: string, init: RequestInit) => Promise<Response>;

/** What the server writes into a page's <head>, and the status it answers with. */
export interface PageHead extends PageMetaText {
  status: 200 | 404;
  /** The page's own address (absolute), when search engines should index it under that address. */
  canonicalUrl?: string;
  /** Search results and missing products are not indexed. */
  noindex?: boolean;
  type: "website" | "product";
  image?: string;
  structuredData?: Record<string, unknown>;
  /** Pictures the page shows first (its largest paint), fetched with the HTML instead of after the data. */
  preloadImages?: string[];
}

/** What the route table says about the page at an address, whether or not it was rendered. */
export interface PageDescription {
  /** Its head, for the pages that declare one (the others keep the app's own head). */
  head?: PageHead;
  /** The web app's source files of its code (keys of Vite's manifest), so the server can name their scripts. */
  sources?: string[];
  /** A catalogue page a visitor's copy may be kept of (and forgotten when the catalogue changes). */
  keptForVisitors?: boolean;
  /** A page the shop's mails link to with a one-time token in its address: never kept, and its address never told. */
  oneTimeLink?: boolean;
}

export interface PageRenderRequest {
  /** Path and query, as the browser asked for it. */
  url: string;
  /** The shop's own origin (PUBLIC_URL, else the request's), for the page's absolute addresses. */
  origin: string;
  api: ServerApi;
  /** A plain form the server refused, brought back to its page (server/plugins/form-return.ts). */
  formReturn?: FormReturn;
}

export interface RenderedPage extends PageDescription {
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
  /** The address it was asked at carries a one-time token (see PageDescription). */
  oneTimeLink: boolean;
}

/** The page at an address, where it sends the shopper instead, or null for pages rendered in the browser only (the back office). */
export type PageRenderer = (request: PageRenderRequest) => Promise<RenderedPage | PageRedirect | null>;

/**
 * The page at an address without rendering it (its data is read, its components are not run): for a page
 * the browser renders after all (the server was too busy, or its render failed). Null when the route
 * table says nothing about the address beyond the app's own head.
 */
export type PageDescriber = (request: Omit<PageRenderRequest, "formReturn">) => Promise<PageDescription | null>;
