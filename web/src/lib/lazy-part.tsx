import { type ComponentType, memo, Suspense, use, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { awaitFirstNeed, type FirstNeed } from "./first-need";
import { useHydrated } from "./use-hydrated";

/**
 * A part of a page whose code is fetched only once the shopper needs it: `lazyPart(() =>
 * import("./footer"), "Footer")`. The server renders it in place as usual. In the browser, a page the
 * server sent keeps that part's HTML as it is (links work) until the part nears the screen (unless
 * `when: "touched"`, for a part on screen from the start) or is touched, clicked or focused; only then
 * is its code fetched and the part hydrated, and a tap that came before its code is played again once
 * it is there. A part the browser renders itself (after a link inside the app) is fetched at once. So
 * a shopper who reads only the top of a page never downloads the code of its footer or tabs (see
 * docs/decisions/023-parts-hydrated-when-needed.md).
 *
 * While a part waits, an update that reaches it (new props, a navigation) makes it needed at once:
 * React holds such an update back until the part is hydrated. The part is memoised, so a parent that
 * renders again with the same props (compared shallowly) does not reach it.
 */
export function lazyPart<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  { when = "seen" }: { when?: "seen" | "touched" } = {},
): ComponentType<PropsOf<Module[Name]>> & { preload: () => Promise<unknown> } {
  type Props = PropsOf<Module[Name]>;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as ComponentType<Props>;
    }));

  function Part({ until, props, need }: { until: Promise<unknown>; props: Props; need: FirstNeed | null }) {
    // Rendered anew rather than hydrated (an update reached it first: a link's navigation changes what
    // every part may read), it waits for its code only, fetched at once; waiting for the shopper there
    // would hold the whole update back.
    const hydrating = !useHydrated();
    useEffect(() => need?.replay(), [need]);
    // Every hook comes before this `use`: once it suspends, React renders the part again with only the
    // hooks of that first attempt (and `loaded` set by then, `use` is skipped), so a hook after it
    // would be new and fail ("Update hook called on initial render"), and the part be thrown away.
    if (!loaded) use(hydrating ? until : preload());
    const Loaded = loaded as ComponentType<Props>;
    return <Loaded {...props} />;
  }

  function PartFrame(props: Props) {
    const frame = useRef<HTMLSpanElement>(null);
    const hydrating = !useHydrated() && typeof document !== "undefined";
    const [need] = useState(() => (hydrating && !loaded ? awaitFirstNeed(() => loaded !== undefined, { whenNear: when === "seen" }) : null));
    const [until] = useState(() => (need ? need.needed.then(preload) : preload()));
    useEffect(() => (need && frame.current ? need.watch(frame.current) : undefined), [need]);
    // New props, or a navigation (it reaches every part React has not hydrated yet, since they may read
    // the address), are an update React holds back until the part is hydrated: so they are a need too.
    // This runs in the render of the update, the only moment that sees it, as that render cannot commit
    // before the part does. (Props are compared by identity: memo lets only changed ones through, and
    // React's own second render after hydrating keeps the same object.)
    const location = useLocation();
    const [first] = useState({ location, props });
    if (need && (location !== first.location || props !== first.props)) need.fire();

    // The same element while the props are the same: React renders this again right after hydrating it
    // (useHydrated turns true), and a new element would reach the part as an update. `contents`: the
    // frame adds no box, so the part lays out exactly as it would without it; a span, so that it may
    // stand inside a paragraph (a div there would end the paragraph in the browser's parse of the page).
    return useMemo(
      () => (
        <span ref={frame} className="contents">
          <Suspense fallback={null}>
            <Part until={until} props={props} need={need} />
          </Suspense>
        </span>
      ),
      [until, props, need],
    );
  }

  return Object.assign(memo(PartFrame) as unknown as ComponentType<Props>, { preload });
}

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props & object : never;
