import { type RefObject, useEffect, useState } from "react";

/** True once the element has scrolled up out of the viewport (not while it is still below the fold). */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    // The viewport stretched far downwards: below the fold still counts as in view, so the only way out is up, and a
    // jump straight from below the fold to above the top is seen too.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setScrolledPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
      },
      { rootMargin: "0px 0px 1000000px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolledPast;
}
