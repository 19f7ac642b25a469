/** Sizes as labels print them, and the words a parent types for them ("pampers pants medium"). */
const SIZE_WORDS: Readonly<Record<string, readonly string[]>> = {
  nb: ["newborn"],
  xs: ["extra", "small"],
  s: ["small"],
  m: ["medium"],
  l: ["large"],
  xl: ["extra", "large"],
  xxl: ["extra", "large"],
  "2xl": ["extra", "large"],
  "3xl": ["extra", "large"],
};

/** The words of a text, lower case, split at anything but letters and digits ("0–3 months": 0, 3, months). */
export function textWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The words an option value answers to: its own, and for a size code the words it stands for (M: medium). */
export function optionValueWords(value: string): string[] {
  const own = textWords(value);
  return [...own, ...(SIZE_WORDS[value.trim().toLowerCase()] ?? [])];
}

/** The words every value of a product's options answers to, once each: searched as the product's own. */
export function optionSearchWords(options: ReadonlyArray<{ values: ReadonlyArray<{ value: string }> }>): string[] {
  return [...new Set(options.flatMap((option) => option.values.flatMap((entry) => optionValueWords(entry.value))))];
}
