import { type ComponentType, lazy } from "react";

/** A lazily loaded page that can also be fetched ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page whose code is fetched the first time it is shown: `lazyPage(() => import("./x"), "XPage")`.
 * Each page becomes its own chunk, so shoppers download only the pages they visit. `preload()` fetches
 * it before that (the browser does so for the page the server rendered, before taking it over).
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: module[name] as ComponentType })));
  return Object.assign(lazy(preload), { preload });
}
