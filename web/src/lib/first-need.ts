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
  /** The part is hydrated: the taps and submissions held for it are played, in their order. */
  replay: () => void;
}

/** A part the server rendered whose code is not here yet. */
interface WaitingPart {
  frame: HTMLElement;
  codeIsHere: () => boolean;
  fire: () => void;
  hydrated: boolean;
}

/** A tap or a submission held back, and the part it waits for (none: it only waits its turn). */
interface HeldInput {
  part: WaitingPart | null;
  play: () => void;
}

const waiting = new Set<WaitingPart>();
const held: HeldInput[] = [];
let playing = false;
/** True while a held input is played: it does not wait for its turn again, only for a part still waiting. */
let replaying = false;

/**
 * Watches a part the server rendered for the shopper's first need of it (and, `whenNear`, for its
 * coming near the screen). A click or a submission in it before its code is here would be lost (React
 * cannot hydrate it in time and drops the event), so it is held, the browser's own action prevented,
 * and played again by `replay`; a link is left to the browser, which follows it. `codeIsHere` tells
 * when React can take events itself. Taps are played in the order they came: while one is held, a tap
 * anywhere else on the page waits behind it (so "+" then Add to Cart adds two, however slow the
 * network). Listeners sit on the document, in the capture phase, because React stops events aimed at
 * a part it has not hydrated before they reach the part.
 */
export function awaitFirstNeed(codeIsHere: () => boolean, { whenNear }: { whenNear: boolean }): FirstNeed {
  let fire: () => void = () => {};
  const needed = new Promise<void>((resolve) => {
    fire = resolve;
  });
  let part: WaitingPart | null = null;
  let hydrated = false;
  let stopWatching = () => {};

  function watch(frame: HTMLElement) {
    // Hydrated already (the part's own effect runs before that of its frame, when both come in one
    // commit): there is nothing to hold.
    if (hydrated) return () => {};
    const thisPart: WaitingPart = { frame, codeIsHere, fire, hydrated: false };
    part = thisPart;
    const observer = whenNear
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), { rootMargin: `0px 0px ${LOAD_AHEAD} 0px` })
      : null;
    observer?.observe(frame.firstElementChild ?? frame);
    startListening();
    waiting.add(thisPart);
    stopWatching = () => {
      observer?.disconnect();
      waiting.delete(thisPart);
      stopListeningWhenIdle();
    };
    return () => {
      stopWatching();
      // Gone before it was hydrated: what it held will never play, and must not hold the rest back.
      if (!thisPart.hydrated) dropHeldFor(thisPart);
    };
  }

  function replay() {
    hydrated = true;
    stopWatching();
    if (part) part.hydrated = true;
    void playHeld();
  }

  return { needed, fire: () => fire(), watch, replay };
}

/**
 * Holds the taps and submissions made in a part of a page the server rendered whose code is here but
 * which React hydrates after the rest (a Suspense boundary: React leaves them for later), until
 * `hydrated` says it is; they are then played in their order, as awaitFirstNeed's are.
 */
export function holdTapsUntilHydrated(): { watch: (frame: HTMLElement) => () => void; hydrated: () => void } {
  const need = awaitFirstNeed(() => false, { whenNear: false });
  return { watch: need.watch, hydrated: need.replay };
}

/** The part still waiting for its code that holds this event's target, if any. */
function waitingPartOf(event: Event): WaitingPart | undefined {
  if (!(event.target instanceof Node)) return undefined;
  for (const part of waiting) if (!part.codeIsHere() && part.frame.contains(event.target)) return part;
  return undefined;
}

function hold(event: Event, part: WaitingPart | null, play: () => void) {
  event.preventDefault();
  event.stopPropagation();
  // Played again and held once more, by a part inside the one it waited for: it stays first in line.
  if (replaying) held.unshift({ part, play });
  else held.push({ part, play });
}

function onNeed(event: Event) {
  waitingPartOf(event)?.fire();
}

/**
 * Whether a tap or a submission must wait: for the part it is in, if that waits for its code, or only
 * for its turn, when others are held (`part` null; not one being played: its turn has come).
 * Undefined: it goes on now.
 */
function mustWait(event: Event): { part: WaitingPart | null } | undefined {
  const part = waitingPartOf(event);
  if (part) {
    part.fire();
    return { part };
  }
  return replaying || held.length === 0 ? undefined : { part: null };
}

function onClick(event: MouseEvent) {
  const wait = mustWait(event);
  const target = event.target as Element;
  if (!wait || target.closest("a[href]")) return;
  const { clientX, clientY, detail } = event;
  hold(event, wait.part, () => target.isConnected && target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, clientX, clientY, detail })));
}

// React also stops the Enter that would submit a form from a field in a part it has not hydrated, so
// the browser never submits it. (Elsewhere the browser submits, and the submission waits its turn.)
function onEnter(event: KeyboardEvent) {
  if (event.key !== "Enter") return;
  const part = waitingPartOf(event);
  const form = event.target instanceof HTMLInputElement ? event.target.form : null;
  if (!part || !form) return;
  hold(event, part, () => form.isConnected && form.requestSubmit());
}

function onSubmit(event: SubmitEvent) {
  const wait = mustWait(event);
  if (!wait) return;
  const form = event.target as HTMLFormElement;
  const submitter = event.submitter?.isConnected ? event.submitter : null;
  hold(event, wait.part, () => form.isConnected && (submitter ? form.requestSubmit(submitter) : form.requestSubmit()));
}

/**
 * Plays the held inputs from the first, each once its part is hydrated, stopping at one whose part is
 * not. Each is played in a task of its own, as the shopper's taps came: React renders what one changed
 * before the next reads it.
 */
async function playHeld() {
  if (playing) return;
  playing = true;
  try {
    while (held.length > 0 && (held[0]!.part === null || held[0]!.part.hydrated)) {
      replaying = true;
      try {
        held.shift()!.play();
      } finally {
        replaying = false;
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } finally {
    playing = false;
    stopListeningWhenIdle();
  }
}

function dropHeldFor(part: WaitingPart) {
  for (let index = held.length - 1; index >= 0; index--) if (held[index]!.part === part) held.splice(index, 1);
  void playHeld();
}

let listening = false;

function startListening() {
  if (listening) return;
  listening = true;
  for (const type of NEEDING_EVENTS) document.addEventListener(type, onNeed, { capture: true, passive: true });
  document.addEventListener("click", onClick, { capture: true });
  document.addEventListener("keydown", onEnter, { capture: true });
  document.addEventListener("submit", onSubmit, { capture: true });
}

function stopListeningWhenIdle() {
  if (!listening || waiting.size > 0 || held.length > 0) return;
  listening = false;
  for (const type of NEEDING_EVENTS) document.removeEventListener(type, onNeed, { capture: true });
  document.removeEventListener("click", onClick, { capture: true });
  document.removeEventListener("keydown", onEnter, { capture: true });
  document.removeEventListener("submit", onSubmit, { capture: true });
}
