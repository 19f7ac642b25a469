import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("merges the same way when a list is asked for again", () => {
    expect(cn("px-2 py-1", { "px-4": true })).toBe("py-1 px-4");
    expect(cn("px-2 py-1", { "px-4": true })).toBe("py-1 px-4");
    expect(cn("px-2 py-1", { "px-4": false })).toBe("px-2 py-1");
  });

  it("keeps answering once it has remembered more lists than it keeps", () => {
    for (let index = 0; index < 2100; index += 1) expect(cn(`mt-${index}`, "mt-1")).toBe("mt-1");
    expect(cn("px-2", "px-4")).toBe("px-4");
  });
});
