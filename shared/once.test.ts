import { describe, expect, it, vi } from "vitest";
import { once } from "./once";

describe("once", () => {
  it("makes the value the first time it is asked for, and only then", () => {
    const make = vi.fn(() => ({ made: true }));
    const value = once(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBe(value());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
