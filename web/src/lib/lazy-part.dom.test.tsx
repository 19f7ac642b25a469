// @vitest-environment jsdom
import { startTransition } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part";

// React renders here as in the browser, in slices, not inside act(): only then does it render a part
// that suspended again at once when its code arrives while it waits.
const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
let root: Root | undefined;

beforeEach(() => {
  actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = "";
  global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe("a part whose code is fetched when needed", () => {
  it("renders once its code is here, also when it comes while React waits for it", async () => {
    const Part = lazyPart(() => Promise.resolve({ Greeting }), "Greeting");
    const failed = vi.fn();
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container, { onRecoverableError: failed, onUncaughtError: failed, onCaughtError: failed });
    startTransition(() => {
      root!.render(
        <MemoryRouter>
          <Part name="Asha" />
        </MemoryRouter>,
      );
    });
    await vi.waitFor(() => expect(container.textContent).toBe("Hello, Asha"));
    expect(failed).not.toHaveBeenCalled();
  });
});
