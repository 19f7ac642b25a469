import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";

/** A click the app would handle as going to another address in the same tab (not a new tab, a download or another site). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  const here = window.location;
  return to.pathname === here.pathname && to.search === here.search && to.hash === here.hash ? null : link;
}

/** Marks the copy of the page's history entry that stands on top of it while something is unsaved. */
const GUARD = "unsavedChangesGuard";

function onGuard(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[GUARD] === true;
}

function pushGuard() {
  window.history.pushState({ ...(window.history.state as object | null), [GUARD]: true }, "", window.location.href);
}

/** Whether something is unsaved on the page now, so the copy should stand. */
let guardWanted = false;
/** Set while the copy is being taken off: that step back is the app's own, not the shopper's Back. */
let takingGuardOff = false;

function takeGuardOff() {
  takingGuardOff = true;
  window.addEventListener(
    "popstate",
    () => {
      takingGuardOff = false;
      // Something became unsaved again while the copy was coming off.
      if (guardWanted && !onGuard()) pushGuard();
    },
    { once: true },
  );
  window.history.back();
}

/**
 * While `dirty`, asks before the unsaved changes are lost (see docs/product/policy-pages.md#back-office): closing or reloading
 * the tab gets the browser's own question, and a click on a link within the app, the Back button, or an action passed to
 * `confirmLeaving`, waits for the answer in the caller's `UnsavedChangesDialog`. The app runs React Router in declarative
 * mode (`BrowserRouter`), where `useBlocker` is not available, so links are caught as they are clicked, and Back is caught
 * by a copy of the page's history entry pushed on top while something is unsaved: Back lands on the page itself, which
 * puts the copy back and asks; leaving then goes back past both.
 */
export function useUnsavedChanges(dirty: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const letThrough = useRef<HTMLAnchorElement | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!dirty) return;
    guardWanted = true;
    if (!onGuard() && !takingGuardOff) pushGuard();
    let leaving = false;
    const onPopState = () => {
      if (leaving || takingGuardOff || onGuard()) return;
      pushGuard();
      setPending(() => () => {
        leaving = true;
        window.history.go(-2);
      });
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
      guardWanted = false;
      // Saved (or the dialog closed): the copy is no longer needed, so Back goes back at once again.
      if (!leaving && onGuard()) takeGuardOff();
    };
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    // On the document, in the capture phase: before the router's own handler on the link.
    const onClick = (event: MouseEvent) => {
      const link = leavingLink(event);
      if (!link) return;
      if (letThrough.current === link) {
        letThrough.current = null;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      const to = new URL(link.href, window.location.href);
      setPending(() => () => {
        // Clicking the link again runs what it does besides navigating (closing the phone's menu, say).
        if (link.isConnected) {
          letThrough.current = link;
          link.click();
        } else navigate(to.pathname + to.search + to.hash);
      });
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, navigate]);

  /** Runs `leave` at once when nothing is unsaved, else once the owner chooses to leave without saving. */
  const confirmLeaving = useCallback(
    (leave: () => void) => {
      if (dirty) setPending(() => leave);
      else leave();
    },
    [dirty],
  );

  return {
    /** Whether the question is showing. */
    asking: pending !== null,
    confirmLeaving,
    keepEditing: () => setPending(null),
    leave: () => {
      const go = pending;
      setPending(null);
      go?.();
    },
  };
}
