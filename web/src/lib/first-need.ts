/** How far below the screen a part starts loading, so that a scrolling shopper finds it ready. */
const LOAD_AHEAD = "200px";

/** What shows that the shopper is about to use a part: a touch, a pointer over it, focus, a key. */
const NEEDING_EVENTS = ["pointerdown", "touchstart", "mouseover", "focusin", "keydown"] as const;

/** The first need of a part of the page that still waits for its code (see lazyPart). */
export interface FirstNeed {
  /** Settles when the part nears the screen or the shopper reaches for it, or `fire` is called. */
  needed: Promise<void>;
  /** The part is needed now. */
  fire: () => void;
  /** Watches the part's HTML (its frame) until `replay`; returns what stops watching. */
  watch: (frame: HTMLElement) => () => void;
  /** Plays the taps and submissions that came before the code, once the part is hydrated. */
  replay: () => void;
}

/**
 * Watches a part the server rendered for the shopper's first need of it (and, `whenNear`, for its
 * coming near the screen). A click or a submission in it before its code is here would be lost (React
 * cannot hydrate it in time and drops the event), so it is held, the browser's own action prevented,
 * and played again by `replay`; a link is left to the browser, which follows it. `isReady` tells when
 * the code is here and React can take events itself. Listeners sit on the document, in the capture
 * phase, because React stops events aimed at a part it has not hydrated before they reach the part.
 */
export function awaitFirstNeed(isReady: () => boolean, { whenNear }: { whenNear: boolean }): FirstNeed {
  let fire: () => void = () => {};
  const needed = new Promise<void>((resolve) => {
    fire = resolve;
  });
  const held: Array<() => void> = [];
  let stop = () => {};

  function watch(frame: HTMLElement) {
    const inFrame = (event: Event) => event.target instanceof Node && frame.contains(event.target);
    const onNeed = (event: Event) => {
      if (inFrame(event)) fire();
    };
    const onClick = (event: MouseEvent) => {
      if (isReady() || !inFrame(event)) return;
      fire();
      const target = event.target as Element;
      if (target.closest("a[href]")) return;
      event.preventDefault();
      const { clientX, clientY, detail } = event;
      held.push(() => target.isConnected && target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, clientX, clientY, detail })));
    };
    // React also stops the Enter that would submit a form from a field, so the browser never submits it.
    const onEnter = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || isReady() || !inFrame(event)) return;
      const field = event.target instanceof HTMLInputElement ? event.target : null;
      if (!field?.form) return;
      event.preventDefault();
      const form = field.form;
      held.push(() => form.isConnected && form.requestSubmit());
    };
    const onSubmit = (event: SubmitEvent) => {
      if (isReady() || !inFrame(event)) return;
      fire();
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const submitter = event.submitter?.isConnected ? event.submitter : null;
      held.push(() => form.isConnected && (submitter ? form.requestSubmit(submitter) : form.requestSubmit()));
    };

    const observer = whenNear
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), { rootMargin: `0px 0px ${LOAD_AHEAD} 0px` })
      : null;
    observer?.observe(frame.firstElementChild ?? frame);
    for (const type of NEEDING_EVENTS) document.addEventListener(type, onNeed, { capture: true, passive: true });
    document.addEventListener("click", onClick, { capture: true });
    document.addEventListener("keydown", onEnter, { capture: true });
    document.addEventListener("submit", onSubmit, { capture: true });
    stop = () => {
      observer?.disconnect();
      for (const type of NEEDING_EVENTS) document.removeEventListener(type, onNeed, { capture: true });
      document.removeEventListener("click", onClick, { capture: true });
      document.removeEventListener("keydown", onEnter, { capture: true });
      document.removeEventListener("submit", onSubmit, { capture: true });
    };
    return () => stop();
  }

  function replay() {
    stop();
    for (const play of held.splice(0)) play();
  }

  return { needed, fire: () => fire(), watch, replay };
}
