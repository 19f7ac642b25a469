import { type ComponentType, lazy } from "react";

/**
 * A page whose code is fetched the first time it is shown: `lazyPage(() => import("./x"), "XPage")`.
 * Each page becomes its own chunk, so shoppers download only the pages they visit.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
