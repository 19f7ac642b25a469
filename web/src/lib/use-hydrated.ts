import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the page the server rendered is being taken over by the app (and on the server), true
 * once the app runs it. React renders again with true right after hydration, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
