import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, subscribeToToasts, TOAST_REMOVE_DELAY_MS, toast } from "./use-toast";

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("shows only the newest toast when several are raised", () => {
    toast({ title: "Added to Cart" });
    toast({ title: "Error", description: "Failed to add item to cart. Please try again.", variant: "destructive" });

    const toasts = getToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: "Error", variant: "destructive", open: true });
  });

  it("closes a dismissed toast at once and forgets it after the removal delay", () => {
    const shown = toast({ title: "Cart Cleared" });

    shown.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: shown.id, open: false })]);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it("updates a toast in place and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const shown = toast({ title: "Saving..." });
    shown.update({ title: "Profile updated successfully" });
    unsubscribe();

    expect(getToasts()[0]).toMatchObject({ id: shown.id, title: "Profile updated successfully" });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
