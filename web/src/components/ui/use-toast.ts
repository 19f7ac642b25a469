import { type ReactNode, useSyncExternalStore } from "react";

/**
 * The shop's toast store (see docs/product/api-and-errors.md#toasts): one toast visible at a time, default and destructive variants,
 * shown for 5 seconds unless told otherwise. A dismissed toast closes at once and is forgotten later.
 * Call `toast({...})` from anywhere (event handlers, mutation callbacks); <Toaster/> shows it.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Marks the toast area, so that a click on a toast does not count as a click outside an open dialog. */
export const TOAST_AREA_SELECTOR = "[data-toast-area]";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000). */
  duration?: number;
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

let entries: ToastEntry[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(entries.filter((entry) => entry.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string) {
  for (const entry of entries) if (id === undefined || entry.id === id) scheduleRemoval(entry.id);
  publish(entries.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)));
}

/** Removes every toast at once, closed or open (tests start from an empty page with it). */
export function clearToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  publish([]);
}

export function toast(input: ToastInput) {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  publish([{ ...input, id, open: true }, ...entries].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes: ToastInput) =>
      publish(entries.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry))),
  };
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toasts as they are now (newest first, at most TOAST_LIMIT). */
export function getToasts(): readonly ToastEntry[] {
  return entries;
}

export function useToast() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
