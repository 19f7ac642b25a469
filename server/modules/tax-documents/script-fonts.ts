import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fontsDir } from "../../paths";

/**
 * Which font draws which characters on a tax document. DejaVu Sans draws Latin text and the rupee sign;
 * the Indian scripts it lacks come from Noto Sans (SIL Open Font License, server/assets/fonts), one
 * font per script. pdfkit shapes each run with the font's OpenType tables (conjuncts, matras, reph) and
 * embeds only the glyphs used, so a document grows by a few kilobytes per script it prints.
 */
export type FontKey = "regular" | "bold" | IndicScript;

export type IndicScript = (typeof indicScripts)[number]["script"];

/** Unicode blocks of the scripts of India's official languages, each drawn by its Noto Sans font. */
const indicScripts = [
  { script: "Devanagari", first: 0x0900, last: 0x097f },
  { script: "Bengali", first: 0x0980, last: 0x09ff },
  { script: "Gurmukhi", first: 0x0a00, last: 0x0a7f },
  { script: "Gujarati", first: 0x0a80, last: 0x0aff },
  { script: "Oriya", first: 0x0b00, last: 0x0b7f },
  { script: "Tamil", first: 0x0b80, last: 0x0bff },
  { script: "Telugu", first: 0x0c00, last: 0x0c7f },
  { script: "Kannada", first: 0x0c80, last: 0x0cff },
  { script: "Malayalam", first: 0x0d00, last: 0x0d7f },
] as const;

/** Characters every script uses (spaces, digits, punctuation, joiners): they stay in the run they are in. */
const NEUTRAL = /^(?:[\s\d.,;:'"()\-/&\u0964\u0965]|\u200c|\u200d)$/u;

function scriptOf(char: string): IndicScript | null {
  const code = char.codePointAt(0)!;
  return indicScripts.find((block) => code >= block.first && code <= block.last)?.script ?? null;
}

export interface TextRun {
  text: string;
  /** The Indian script of the run, or null for text the Latin font draws. */
  script: IndicScript | null;
}

/** The text cut where its script changes, so each piece can be drawn in a font that has its letters. */
export function scriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script = NEUTRAL.test(char) && last ? last.script : scriptOf(char);
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

const resolve = createRequire(import.meta.url).resolve;
let files: Map<FontKey, Buffer> | undefined;

/** Every font's file, read once at the first document (pdfkit reads a font given as a path synchronously). */
export function fontFiles(): Map<FontKey, Buffer> {
  files ??= new Map<FontKey, Buffer>([
    ["regular", readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"))],
    ["bold", readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"))],
    ...indicScripts.map(({ script }) => [script, readFileSync(path.join(fontsDir, `NotoSans${script}-Regular.ttf`))] as const),
  ]);
  return files;
}
