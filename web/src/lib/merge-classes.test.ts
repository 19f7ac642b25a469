import { describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes";

describe("mergeClasses", () => {
  it("lets a later class replace an earlier one of the same kind", () => {
    expect(mergeClasses("h-10 px-5 text-sm h-9 px-3 text-xs")).toBe("h-9 px-3 text-xs");
    expect(mergeClasses("bg-primary text-primary-foreground bg-card/95 text-foreground")).toBe("bg-card/95 text-foreground");
    expect(mergeClasses("rounded-full size-10 size-9")).toBe("rounded-full size-9");
    expect(mergeClasses("hidden sm:flex flex")).toBe("sm:flex flex");
  });

  it("keeps classes of different kinds that share a prefix", () => {
    expect(mergeClasses("text-sm text-red-700 text-center")).toBe("text-sm text-red-700 text-center");
    expect(mergeClasses("font-semibold font-mono")).toBe("font-semibold font-mono");
    expect(mergeClasses("border border-border border-dashed")).toBe("border border-border border-dashed");
    expect(mergeClasses("ring-2 ring-ring ring-offset-2 ring-offset-background ring-inset")).toBe("ring-2 ring-ring ring-offset-2 ring-offset-background ring-inset");
    expect(mergeClasses("shadow-sm shadow-primary/20")).toBe("shadow-sm shadow-primary/20");
    expect(mergeClasses("object-contain object-center")).toBe("object-contain object-center");
    expect(mergeClasses("flex-col flex-wrap flex-1")).toBe("flex-col flex-wrap flex-1");
  });

  it("keeps variants apart, and brackets whole", () => {
    expect(mergeClasses("px-2 sm:px-4 hover:bg-muted hover:bg-card")).toBe("px-2 sm:px-4 hover:bg-card");
    expect(mergeClasses("[&_svg]:size-4 size-5 [&_svg]:size-5")).toBe("size-5 [&_svg]:size-5");
    expect(mergeClasses("data-[state=open]:bg-muted data-[state=open]:bg-card")).toBe("data-[state=open]:bg-card");
    expect(mergeClasses("size-4 size-5!")).toBe("size-4 size-5!");
  });

  it("lets a broad class clear the narrower ones before it, not after it", () => {
    expect(mergeClasses("px-2 py-1 p-4")).toBe("p-4");
    expect(mergeClasses("p-4 px-2")).toBe("p-4 px-2");
    expect(mergeClasses("w-10 h-10 size-8")).toBe("size-8");
    expect(mergeClasses("rounded-t-lg rounded-xl")).toBe("rounded-xl");
    expect(mergeClasses("leading-tight text-sm")).toBe("text-sm");
    expect(mergeClasses("shrink-0 flex-1")).toBe("flex-1");
    expect(mergeClasses("border-b-2 border")).toBe("border");
  });

  it("keeps classes it does not know, and negative values as their kind", () => {
    expect(mergeClasses("group peer custom-thing")).toBe("group peer custom-thing");
    expect(mergeClasses("-mb-px mb-2")).toBe("mb-2");
    expect(mergeClasses("  h-9\n  w-full ")).toBe("h-9 w-full");
  });
});
