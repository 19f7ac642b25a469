// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { awaitFirstNeed } from "./first-need";

afterEach(() => {
  document.body.innerHTML = "";
});

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
    const need = awaitFirstNeed(() => false, { whenNear: false });
    need.watch(element("frame"));
    element("outside").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(await settled(need.needed)).toBe(false);
    element("pin").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(await settled(need.needed)).toBe(true);
  });

  it("holds a click made before the code and plays it again once the part is hydrated", () => {
    const element = serverPart();
    let ready = false;
    const need = awaitFirstNeed(() => ready, { whenNear: false });
    need.watch(element("frame"));
    const seen = vi.fn();
    element("tab").addEventListener("click", (event) => seen(event.defaultPrevented));

    element("tab").click();
    expect(seen).toHaveBeenLastCalledWith(true);
    ready = true;
    need.replay();
    expect(seen).toHaveBeenCalledTimes(2);
    expect(seen).toHaveBeenLastCalledWith(false);
  });

  it("leaves a link to the browser, and lets clicks through once the code is here", () => {
    const element = serverPart();
    let ready = false;
    const need = awaitFirstNeed(() => ready, { whenNear: false });
    need.watch(element("frame"));
    const prevented: boolean[] = [];
    document.addEventListener("click", (event) => prevented.push(event.defaultPrevented));
    element("link").click();
    ready = true;
    element("tab").click();
    expect(prevented).toEqual([false, false]);
  });

  it("holds a form sent with Enter or its button, and sends it once the part is hydrated", () => {
    const element = serverPart();
    let ready = false;
    const need = awaitFirstNeed(() => ready, { whenNear: false });
    need.watch(element("frame"));
    const sent = vi.fn((event: Event) => event.preventDefault());
    element("form").addEventListener("submit", sent);

    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    element("pin").dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    element("form").dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]![0].defaultPrevented).toBe(true);

    ready = true;
    need.replay();
    // Enter and the button each sent it once.
    expect(sent).toHaveBeenCalledTimes(3);
  });
});
