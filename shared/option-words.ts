/** The option that the list's Size filter reads. */
export const SIZE_OPTION = "Size";

/** Sizes as labels print them, and the words a parent types for them ("pampers pants medium"). */
// In size order: inSizeOrder reads it.
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

const SIZE_CODES = Object.keys(SIZE_WORDS);

/**
 * Sizes in the order a parent reads them: the lettered ones from newborn up (NB, S, M, L, XL…), then the
 * rest by where their products list them (`position`, the average over the products).
 */
export function inSizeOrder(sizes: ReadonlyArray<{ value: string; position: number }>): string[] {
  const rank = (value: string) => {
    const code = SIZE_CODES.indexOf(value.trim().toLowerCase());
    return code === -1 ? SIZE_CODES.length : code;
  };
  return [...sizes].sort((a, b) => rank(a.value) - rank(b.value) || a.position - b.position || a.value.localeCompare(b.value)).map((size) => size.value);
}

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

/** Two option names or values are one when they differ only in case and surrounding spaces ("m" is "M"). */
export function sameOptionText(left: string, right: string): boolean {
  return left.trim().toLowerCase() === right.trim().toLowerCase();
}

/** Every value of the options, in their order. */
export function valuesOfOptions(options: ReadonlyArray<{ values: ReadonlyArray<{ value: string }> }>): string[] {
  return options.flatMap((option) => option.values.map((entry) => entry.value));
}

/** The words the values of a product's options answer to, once each: searched as the product's own. */
export function optionSearchWords(values: readonly string[]): string[] {
  return [...new Set(values.flatMap(optionValueWords))];
}
