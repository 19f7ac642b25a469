import { type ReactNode, type RefObject, Suspense, useEffect, useMemo, useState } from "react";
import { holdTapsUntilHydrated } from "./first-need";
import { useHydrated } from "./use-hydrated";

/**
 * A Suspense boundary inside `frame` whose taps are kept while React hydrates it. React hydrates a
 * boundary the server rendered after the rest of the page, at low priority (later still while other
 * work is waiting, such as a signed-in shopper's cart arriving), and drops a tap made on it meanwhile;
 * so until it is hydrated, taps in `frame` are held and then played in their order (see first-need.ts).
 */
export function SuspenseKeepingTaps({ frame, fallback, children }: { frame: RefObject<HTMLElement | null>; fallback: ReactNode; children: ReactNode }) {
  const hydrating = !useHydrated() && typeof document !== "undefined";
  const [taps] = useState(() => (hydrating ? holdTapsUntilHydrated() : null));
  useEffect(() => (taps && frame.current ? taps.watch(frame.current) : undefined), [taps, frame]);
  // The same element while the props are the same: React renders this again right after hydrating it
  // (useHydrated turns true), and a new element would reach the boundary as an update, which makes
  // React throw the server's HTML away and render the part anew.
  return useMemo(
    () => (
      <Suspense fallback={fallback}>
        {children}
        {/* Last: its effect runs after those of the parts inside, so a tap played reaches them watched. */}
        <WhenHydrated then={taps?.hydrated} />
      </Suspense>
    ),
    [fallback, children, taps],
  );
}

function WhenHydrated({ then }: { then?: () => void }) {
  useEffect(() => then?.(), [then]);
  return null;
}
