import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Every route change starts at the top of the page. Renders nothing. The page the browser loaded is left
 * where the browser put it: a shopper may have scrolled it before the app took it over, and going back
 * to it restores where they were.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
