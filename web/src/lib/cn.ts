import { type ClassValue, clsx } from "clsx";
import { mergeClasses } from "./merge-classes";

/** Merged lists by the list asked for: a page asks for the same few hundred lists again and again (every card, every button). */
const merged = new Map<string, string>();
const MERGED_KEPT = 2000;

/** Joins class names and lets later Tailwind classes override earlier ones (`px-2` then `px-4` keeps `px-4`). */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let result = merged.get(joined);
  if (result === undefined) {
    result = mergeClasses(joined);
    if (merged.size >= MERGED_KEPT) merged.clear();
    merged.set(joined, result);
  }
  return result;
}
