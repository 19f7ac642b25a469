import { type ComponentType, createContext, createElement, lazy, useContext } from "react";
import type { PageFile } from "./page-files";

/** A lazily loaded page that can also be fetched ahead of its first render (with its signed-in shopper's part). */
export type LazyPage = ComponentType & {
  preload: (forShopper?: boolean) => Promise<unknown>;
  /** Its file in the web app (a key of Vite's manifest), for pages named with pageFile(). */
  source?: string;
};

/**
 * Where a render on the server collects the files of the pages it showed (web/src/entry-server.tsx), so
 * the server names exactly their scripts. Nothing collects in the browser.
 */
export const RenderedPageFiles = createContext<((source: string) => void) | null>(null);

/**
 * A page whose code is fetched the first time it is shown: `lazyPage(pageFile("routes/store/x.tsx"), "XPage")`
 * (or a loader, for pages the server never renders). Each page becomes its own chunk, so shoppers download
 * only the pages they visit. `preload()` fetches it before that (the browser does so for the page the server
 * rendered, before taking it over). `loadShopperPart`: the chunk a page renders for signed-in shoppers only
 * (their cart and wishlist code); fetched ahead with the page for a signed-in shopper, so their page is taken
 * over in one pass.
 */
export function lazyPage(file: PageFile, name: string, loadShopperPart?: () => Promise<unknown>): LazyPage;
export function lazyPage<Module, Name extends keyof Module & string>(load: () => Promise<Module>, name: Name): LazyPage;
export function lazyPage(file: PageFile | (() => Promise<unknown>), name: string, loadShopperPart?: () => Promise<unknown>): LazyPage {
  const { load, source } = typeof file === "function" ? { load: file as PageFile["load"], source: undefined } : file;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadPage = () =>
    (loading ??= load().then((module) => {
      const page = module[name];
      if (!page || (typeof page !== "function" && typeof page !== "object")) throw new Error(`${source ?? "The page's module"} exports no ${name}`);
      return { default: page as ComponentType };
    }));
  const preload = (forShopper = false) => Promise.all([loadPage(), forShopper ? loadShopperPart?.() : undefined]);
  const Page = lazy(loadPage);
  function ShownPage() {
    const reportShown = useContext(RenderedPageFiles);
    if (source) reportShown?.(source);
    return createElement(Page);
  }
  ShownPage.displayName = name;
  return Object.assign(ShownPage, { preload, source });
}
