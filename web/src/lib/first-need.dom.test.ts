// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { awaitFirstNeed, holdTapsUntilHydrated } from "./first-need";

const stopWatching: Array<() => void> = [];

afterEach(() => {
  for (const stop of stopWatching.splice(0)) stop();
  document.body.innerHTML = "";
});

/** Watches the part's frame as lazyPart does, until the test ends. */
function watched(isReady: () => boolean, frame: HTMLElement) {
  const need = awaitFirstNeed(isReady, { whenNear: false });
  stopWatching.push(need.watch(frame));
  return need;
}

/** A part the server rendered: a button, a link and a form with a field, in a frame. */
function serverPart() {
  document.body.innerHTML = `
    <span id="frame"><button id="tab" type="button">Reviews</button><a id="link" href="#elsewhere">Elsewhere</a>
      <form id="form"><input id="pin" name="pincode"><button id="send" type="submit">Check</button></form></span>
    <button id="outside" type="button">Outside</button>`;
  return (id: string) => document.getElementById(id)!;
}

const settled = (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe("a part's first need", () => {
  it("is a touch or a focus in the part, not one elsewhere", async () => {
    const element = serverPart();
    const need = watched(() => false, element("frame"));
    element("outside").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(await settled(need.needed)).toBe(false);
    element("pin").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(await settled(need.needed)).toBe(true);
  });

  it("holds a click made before the code and plays it again once the part is hydrated", async () => {
    const element = serverPart();
    let ready = false;
    const need = watched(() => ready, element("frame"));
    const seen = vi.fn();
    element("tab").addEventListener("click", (event) => seen(event.defaultPrevented));

    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    element("tab").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
    ready = true;
    need.replay();
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(seen).toHaveBeenLastCalledWith(false);
  });

  it("plays taps in the order they came: one elsewhere waits behind a held one", async () => {
    const element = serverPart();
    let ready = false;
    const need = watched(() => ready, element("frame"));
    const order: string[] = [];
    element("tab").addEventListener("click", () => order.push("tab"));
    element("outside").addEventListener("click", () => order.push(`outside after ${order.length}`));

    element("tab").click();
    element("outside").click();
    expect(order).toEqual([]);
    ready = true;
    need.replay();
    await vi.waitFor(() => expect(order).toEqual(["tab", "outside after 1"]));

    element("outside").click();
    expect(order).toHaveLength(3);
  });

  it("lets the rest through when a part goes away before it is hydrated", async () => {
    const element = serverPart();
    const stop = awaitFirstNeed(() => false, { whenNear: false }).watch(element("frame"));
    const outside = vi.fn();
    element("outside").addEventListener("click", outside);
    element("tab").click();
    element("outside").click();
    expect(outside).not.toHaveBeenCalled();
    stop();
    await vi.waitFor(() => expect(outside).toHaveBeenCalledTimes(1));
  });

  it("leaves a link to the browser, and lets clicks through once the code is here", () => {
    const element = serverPart();
    let ready = false;
    watched(() => ready, element("frame"));
    const prevented: boolean[] = [];
    const record = (event: MouseEvent) => prevented.push(event.defaultPrevented);
    document.addEventListener("click", record);
    element("link").click();
    ready = true;
    element("tab").click();
    document.removeEventListener("click", record);
    expect(prevented).toEqual([false, false]);
  });

  it("holds a form sent with Enter or its button, and sends it once the part is hydrated", async () => {
    const element = serverPart();
    let ready = false;
    const need = watched(() => ready, element("frame"));
    const sent = vi.fn((event: Event) => event.preventDefault());
    element("form").addEventListener("submit", sent);

    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    element("pin").dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    element("form").dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).not.toHaveBeenCalled();

    ready = true;
    need.replay();
    // Enter and the button each sent it once.
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
  });

  it("holds nothing for a part hydrated before its frame is watched", () => {
    const element = serverPart();
    const need = awaitFirstNeed(() => false, { whenNear: false });
    need.replay();
    stopWatching.push(need.watch(element("frame")));
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    element("tab").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe("taps in a part React hydrates after the rest", () => {
  it("are held until it is hydrated, and a tap reaching a part inside still waiting for its code waits for that part too", async () => {
    const element = serverPart();
    const page = holdTapsUntilHydrated();
    stopWatching.push(page.watch(document.body));
    const order: string[] = [];
    element("tab").addEventListener("click", () => order.push("tab"));
    element("outside").addEventListener("click", () => order.push("outside"));
    element("tab").click();
    element("outside").click();

    // The page is hydrated; the tabs inside it now wait for their code, and the taps stay in order.
    const tabs = awaitFirstNeed(() => false, { whenNear: false });
    stopWatching.push(tabs.watch(element("frame")));
    page.hydrated();
    await expect(settled(tabs.needed)).resolves.toBe(true);
    expect(order).toEqual([]);
    tabs.replay();
    await vi.waitFor(() => expect(order).toEqual(["tab", "outside"]));
  });
});
