import { describe, expect, it } from "vitest";
import { BROKEN_TEXT_MESSAGE, CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, multiLineText, singleLineText } from "./text";

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const C1 = Array.from({ length: 0x21 }, (_, offset) => String.fromCharCode(0x7f + offset)); // DEL and U+0080 to U+009F
const LINE_BREAKS = ["\t", "\n", "\r"];

describe("control characters", () => {
  it("finds every C0 control, DEL and every C1 control, anywhere in the text", () => {
    for (const control of [...C0, ...C1]) {
      expect(hasControlCharacters(`a${control}b`), `U+${control.charCodeAt(0).toString(16)}`).toBe(true);
      expect(hasControlCharacters(control)).toBe(true);
    }
  });

  it("lets tab, line feed and carriage return through only when line breaks are allowed", () => {
    for (const control of C0) {
      expect(hasControlCharacters(`a${control}b`, { allowLineBreaks: true })).toBe(!LINE_BREAKS.includes(control));
    }
    for (const control of C1) expect(hasControlCharacters(control, { allowLineBreaks: true })).toBe(true);
  });

  it("leaves ordinary text alone: Indian scripts, symbols, emoji and the characters around the controls", () => {
    for (const text of ["", "Asha Verma", "आशा वर्मा", "₹1,299.00 — 18% GST", "Teether 🦒", " ~", "\u00a0\u00a1", "\u2028"]) {
      expect(hasControlCharacters(text), text).toBe(false);
    }
  });
});

describe("singleLineText", () => {
  const name = singleLineText({ error: "Name is required" }).trim().min(1, "Name is required").max(10, "Name is too long");

  it("refuses a NUL byte and other controls with one clear message, before any other rule", () => {
    for (const text of ["As\u0000ha", "\u0000", "Asha\n", "A\tB", "x\u0085", "a".repeat(20) + "\u0000"]) {
      const result = name.safeParse(text);
      expect(result.error?.issues, JSON.stringify(text)).toEqual([expect.objectContaining({ message: CONTROL_CHARACTERS_MESSAGE, path: [] })]);
    }
  });

  it("keeps the rules chained after it", () => {
    expect(name.parse("  Asha  ")).toBe("Asha");
    expect(name.safeParse("   ").error?.issues[0]?.message).toBe("Name is required");
    expect(name.safeParse("Ashalata Verma").error?.issues[0]?.message).toBe("Name is too long");
    expect(name.safeParse(42).error?.issues[0]?.message).toBe("Name is required");
  });
});

describe("multiLineText", () => {
  const message = multiLineText().trim().max(100);

  it("keeps line breaks and tabs in long texts", () => {
    expect(message.parse("Hello,\r\n\tmy parcel has not come.\nThanks ")).toBe("Hello,\r\n\tmy parcel has not come.\nThanks");
  });

  it("refuses every other control character", () => {
    for (const control of ["\u0000", "\u000b", "\u000c", "\u001b", "\u007f", "\u0080", "\u009f"]) {
      expect(message.safeParse(`Hello${control}there`).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });
});

describe("broken text", () => {
  it("refuses half a surrogate pair, and keeps whole ones such as emoji", () => {
    for (const schema of [singleLineText(), multiLineText()]) {
      for (const broken of ["\ud800", "a\udc00b", "\ud83d"]) expect(schema.safeParse(broken).error?.issues[0]?.message).toBe(BROKEN_TEXT_MESSAGE);
      expect(schema.parse("Soft toy 🧸")).toBe("Soft toy 🧸");
    }
  });
});
