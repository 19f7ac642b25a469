import { useEffect, useState } from "react";
import { useHydrated } from "@/lib/use-hydrated";

export type ScriptState = "idle" | "loading" | "ready" | "error";

const loads = new Map<string, Promise<void>>();

/** Adds the gateway's <script> once per address and resolves when it has defined window.Razorpay. */
export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  const existing = loads.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve() : reject(new Error("The checkout script did not define Razorpay")));
    script.onerror = () => reject(new Error("The checkout script could not be loaded"));
    document.head.append(script);
  });
  loads.set(src, loading);
  loading.catch(() => loads.delete(src));
  return loading;
}

/** Loads the checkout script while the checkout page is open; nothing when there is none. */
export function useCheckoutScript(src: string | null | undefined): ScriptState {
  // The page may be rendered on the server, where there is no window (nor a script loaded).
  const inBrowser = useHydrated();
  const [settled, setSettled] = useState<{ src: string; state: "ready" | "error" } | null>(null);

  useEffect(() => {
    if (!src) return;
    let active = true;
    loadCheckoutScript(src).then(
      () => active && setSettled({ src, state: "ready" }),
      () => active && setSettled({ src, state: "error" }),
    );
    return () => {
      active = false;
    };
  }, [src]);

  if (inBrowser && window.Razorpay) return "ready";
  if (settled && (settled.src === src || !src)) return settled.state;
  return src ? "loading" : "idle";
}
