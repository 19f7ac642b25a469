// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCheckoutScript } from "./use-checkout-script";

// A loopback address: the test environment never fetches scripts, the test fires their events.
const SCRIPT = "http://127.0.0.1:9/checkout.js";

const scriptsOf = (src: string) => [...document.head.querySelectorAll<HTMLScriptElement>("script")].filter((script) => script.src === src);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const script of document.head.querySelectorAll("script")) script.remove();
});

describe("useCheckoutScript", () => {
  it("loads nothing when there is no script to load", () => {
    const { result } = renderHook(() => useCheckoutScript(null));
    expect(result.current).toBe("idle");
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
  });

  it("adds the script once for every checkout that wants it, and is ready when it has defined the gateway", async () => {
    const first = renderHook(() => useCheckoutScript(SCRIPT));
    const second = renderHook(() => useCheckoutScript(SCRIPT));
    expect(first.result.current).toBe("loading");
    const [script, ...others] = scriptsOf(SCRIPT);
    expect(others).toEqual([]);
    expect(script!.async).toBe(true);

    await act(async () => {
      vi.stubGlobal("Razorpay", class {});
      script!.dispatchEvent(new Event("load"));
    });
    expect(first.result.current).toBe("ready");
    expect(second.result.current).toBe("ready");
  });

  it("fails when the script cannot be loaded, or loads without defining the gateway, and tries again next time", async () => {
    const { result, unmount } = renderHook(() => useCheckoutScript(`${SCRIPT}?broken`));
    await act(async () => scriptsOf(`${SCRIPT}?broken`)[0]!.dispatchEvent(new Event("error")));
    expect(result.current).toBe("error");
    unmount();

    const again = renderHook(() => useCheckoutScript(`${SCRIPT}?broken`));
    expect(again.result.current).toBe("loading");
    const scripts = scriptsOf(`${SCRIPT}?broken`);
    expect(scripts).toHaveLength(2);
    await act(async () => scripts[1]!.dispatchEvent(new Event("load")));
    expect(again.result.current).toBe("error");
  });

  it("is ready at once when the gateway is already there", () => {
    vi.stubGlobal("Razorpay", class {});
    const { result } = renderHook(() => useCheckoutScript(SCRIPT));
    expect(result.current).toBe("ready");
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
  });
});
