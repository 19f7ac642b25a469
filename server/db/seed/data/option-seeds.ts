import type { OptionSeed } from "../catalogue-types";

/** The weight bands printed on Indian diaper packs; the fit note under each size. */
const DIAPER_WEIGHTS = { NB: "Up to 5 kg", S: "4–8 kg", M: "7–12 kg", L: "9–14 kg", XL: "12–17 kg", XXL: "15–25 kg" } as const;
/** A pack of a bigger size costs a little more (fewer, larger pieces for about the same money). */
const DIAPER_PRICE = { NB: 0.95, S: 1, M: 1.08, L: 1.16, XL: 1.24, XXL: 1.32 } as const;

type DiaperSize = keyof typeof DIAPER_WEIGHTS;
type GarmentSize = "S" | "M" | "L" | "XL";

/** Diaper sizes by the baby's weight. */
export function diaperSizes(...sizes: DiaperSize[]): OptionSeed {
  return { name: "Size", values: sizes.map((size) => ({ value: size, note: DIAPER_WEIGHTS[size], code: size, priceFactor: DIAPER_PRICE[size] })) };
}

/** "Pack of 1", "Pack of 3"…: a bigger pack costs a little less than as many small ones. */
export function packs(...counts: number[]): OptionSeed {
  return {
    name: "Pack",
    values: counts.map((count) => ({ value: `Pack of ${count}`, code: `P${count}`, priceFactor: (count / counts[0]!) ** 0.92, packs: count })),
  };
}

/** Sizes of a lotion, oil or cream; the bigger bottle is cheaper by the millilitre. */
export function volumes(unit: "ml" | "g", ...amounts: number[]): OptionSeed {
  return {
    name: unit === "ml" ? "Volume" : "Weight",
    values: amounts.map((amount) => ({
      value: `${amount} ${unit}`,
      code: `${amount}${unit.toUpperCase()}`,
      priceFactor: (amount / amounts[0]!) ** 0.8,
      contents: `${amount} ${unit}`,
    })),
  };
}

/** What a bottle or cup holds; a bigger one costs only a little more. */
export function capacities(...millilitres: number[]): OptionSeed {
  return {
    name: "Capacity",
    values: millilitres.map((ml) => ({ value: `${ml} ml`, code: `${ml}ML`, priceFactor: (ml / millilitres[0]!) ** 0.35 })),
  };
}

/** Baby clothes by age, each size a little dearer than the one before. */
export function ageSizes(...ages: [from: number, to: number][]): OptionSeed {
  return {
    name: "Size",
    values: ages.map(([from, to], index) => ({ value: `${from}–${to} months`, code: `${from}-${to}M`, priceFactor: 1 + 0.05 * index })),
  };
}

/** Women's sizes; XL takes more cloth. */
export function garmentSizes(...sizes: GarmentSize[]): OptionSeed {
  return { name: "Size", values: sizes.map((size) => ({ value: size, code: size, priceFactor: size === "XL" ? 1.08 : 1 })) };
}

/** Colours at one price. */
export function colours(...names: string[]): OptionSeed {
  return { name: "Colour", values: names.map((name) => ({ value: name, code: colourCode(name), priceFactor: 1 })) };
}

/** Gift sets of a few pieces. */
export function pieceSets(...counts: number[]): OptionSeed {
  return {
    name: "Set",
    values: counts.map((count) => ({ value: `${count}-Piece`, code: `${count}PC`, priceFactor: (count / counts[0]!) ** 0.8, contents: `${count}-Piece` })),
  };
}

/** "Navy Blue" → "NAVBLU": the first three letters of each word. */
function colourCode(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase())
    .join("");
}
