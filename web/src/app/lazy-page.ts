import { type ComponentType, lazy } from "react";

/** A lazily loaded page that can also be fetched ahead of its first render (with its signed-in shopper's part). */
export type LazyPage = ComponentType & { preload: (forShopper?: boolean) => Promise<unknown> };

/**
 * A page whose code is fetched the first time it is shown: `lazyPage(() => import("./x"), "XPage")`.
 * Each page becomes its own chunk, so shoppers download only the pages they visit. `preload()` fetches
 * it before that (the browser does so for the page the server rendered, before taking it over).
 * `loadShopperPart`: the chunk a page renders for signed-in shoppers only (their cart and wishlist
 * code); fetched ahead with the page for a signed-in shopper, so their page is taken over in one pass.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name, loadShopperPart?: () => Promise<unknown>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadPage = () => (loading ??= load().then((module) => ({ default: module[name] as ComponentType })));
  const preload = (forShopper = false) => Promise.all([loadPage(), forShopper ? loadShopperPart?.() : undefined]);
  return Object.assign(lazy(loadPage), { preload });
}
