// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";
import { clearToasts, dismissToast, getToasts, TOAST_DURATION_MS, toast } from "./use-toast";

beforeEach(() => {
  clearToasts();
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  act(() => {
    dismissToast();
    vi.runAllTimers();
  });
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("is not on the page until a toast is raised, then shows it at the end of the page as a status", () => {
    render(<Toaster />);
    expect(screen.queryByRole("region", { name: "Notifications" })).toBeNull();

    act(() => {
      toast({ title: "Added to Cart", description: "Cotton Onesie (3-6 months)" });
    });
    const area = screen.getByRole("region", { name: "Notifications" });
    expect(area.parentElement).toBe(document.body);
    expect(area.hasAttribute("data-toast-area")).toBe(true);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Added to CartCotton Onesie (3-6 months)");
    expect(status.getAttribute("aria-atomic")).toBe("true");
  });

  it("reports a failure as an alert, and shows only the newest toast", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Added to Cart" });
      toast({ title: "Error", description: "Failed to add item to cart. Please try again.", variant: "destructive" });
    });
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("Failed to add item to cart.");
  });

  it("closes by itself after its duration", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Cart Cleared" });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole("status")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
    expect(getToasts()).toEqual([expect.objectContaining({ title: "Cart Cleared", open: false })]);
  });

  it("waits while the keyboard is on it, and closes with its button or Escape", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Profile updated successfully" });
    });
    const close = screen.getByRole("button", { name: "Close" });
    fireEvent.focus(close);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByRole("status")).toBeTruthy();

    fireEvent.keyDown(close, { key: "Escape" });
    expect(screen.queryByRole("status")).toBeNull();

    act(() => {
      toast({ title: "Address saved" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("starts its time again when the keyboard leaves it", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved" });
    });
    const close = screen.getByRole("button", { name: "Close" });
    fireEvent.focus(close);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    fireEvent.blur(close);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole("status")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("stays until closed when its duration is Infinity, and shows what an update changed", () => {
    render(<Toaster />);
    let shown!: ReturnType<typeof toast>;
    act(() => {
      shown = toast({ title: "Saving...", duration: Infinity });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 10));
    act(() => shown.update({ title: "Profile updated successfully" }));
    expect(screen.getByRole("status").textContent).toContain("Profile updated successfully");
    act(() => shown.dismiss());
    expect(screen.queryByRole("status")).toBeNull();
  });
});
