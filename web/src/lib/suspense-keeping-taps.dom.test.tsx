// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { type ComponentType, type ReactNode, type RefObject, Suspense, use, useRef } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SuspenseKeepingTaps } from "./suspense-keeping-taps";

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/**
 * A page whose button React cannot hydrate until `release` is called (as when other work comes
 * first), inside a layout that wraps it in `Boundary`; server-rendered, then hydrated.
 */
async function hydratedPage(Boundary: ComponentType<{ frame: RefObject<HTMLElement | null>; children: ReactNode }>) {
  let onServer = true;
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  function Page({ onTap }: { onTap: () => void }) {
    if (!onServer) use(held);
    return (
      <button type="button" onClick={onTap}>
        Reviews
      </button>
    );
  }
  function Layout({ onTap }: { onTap: () => void }) {
    const main = useRef<HTMLElement>(null);
    return (
      <main ref={main}>
        <Boundary frame={main}>
          <Page onTap={onTap} />
        </Boundary>
      </main>
    );
  }
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<Layout onTap={() => {}} />);
  onServer = false;
  const tapped = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <Layout onTap={tapped} />);
  });
  const release = () =>
    act(async () => {
      letThrough();
      await held;
    });
  return { button: container.querySelector("button")!, tapped, release };
}

describe("a Suspense boundary keeping taps", () => {
  it("plays a tap made before React hydrated its part once it has", async () => {
    const page = await hydratedPage(({ frame, children }) => (
      <SuspenseKeepingTaps frame={frame} fallback={null}>
        {children}
      </SuspenseKeepingTaps>
    ));
    page.button.click();
    expect(page.tapped).not.toHaveBeenCalled();
    await page.release();
    await waitFor(() => expect(page.tapped).toHaveBeenCalledTimes(1));
  });

  it("is needed: a plain boundary loses that tap", async () => {
    const page = await hydratedPage(({ children }) => <Suspense fallback={null}>{children}</Suspense>);
    page.button.click();
    await page.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.tapped).not.toHaveBeenCalled();
    page.button.click();
    expect(page.tapped).toHaveBeenCalledTimes(1);
  });
});
