import { describe, expect, it } from "vitest";
import { sniffFormat } from "./content-sniff";

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible, "rest of the file");
};

describe("recognising uploads by their first bytes", () => {
  it.each([
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF")],
    ["png", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR")],
    ["gif", bytes("GIF89a", [1, 0, 1, 0])],
    ["gif", bytes("GIF87a", [1, 0, 1, 0])],
    ["webp", bytes("RIFF", [0, 1, 0, 0], "WEBPVP8 ")],
    ["avif", ftyp("avif", "mif1", "miaf")],
    ["avif", ftyp("mif1", "avif")],
    ["iso-video", ftyp("isom", "iso2", "mp41")],
    ["iso-video", ftyp("qt  ", "qt  ")],
    ["avi", bytes("RIFF", [0, 1, 0, 0], "AVI LIST")],
    ["webm", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81])],
  ])("knows %s", (format, head) => {
    expect(sniffFormat(head)).toBe(format);
  });

  it.each([
    ["SVG", bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["SVG without a prolog", bytes("<svg onload=alert(1)>")],
    ["HTML", bytes("<!doctype html><html><script>")],
    ["text", bytes("just some words, renamed to .png")],
    ["HEIC", ftyp("heic", "mif1", "heic")],
    ["WAV", bytes("RIFF", [0, 1, 0, 0], "WAVEfmt ")],
    ["PDF", bytes("%PDF-1.7")],
    ["nothing", Buffer.alloc(0)],
    ["a truncated PNG signature", bytes([0x89, 0x50, 0x4e])],
  ])("refuses %s", (_name, head) => {
    expect(sniffFormat(head)).toBeUndefined();
  });
});
