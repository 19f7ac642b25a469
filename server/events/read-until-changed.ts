import type { DomainEventName } from "./domain-events";
import type { EventBus } from "./event-bus";

/**
 * A reading kept in memory and shared by every caller until one of `changes` happens, in this process
 * or another (or events may have been missed), or until it is `maxAgeMs` old, so that a notification
 * lost on the way leaves it stale for that long at most; the next call then reads again. A failed
 * reading is not kept.
 */
export function readUntilChanged<T>(
  events: EventBus,
  changes: readonly DomainEventName[],
  read: () => Promise<T>,
  { maxAgeMs, now = Date.now }: { maxAgeMs: number; now?: () => number },
): () => Promise<T> {
  let reading: { value: Promise<T>; startedAt: number } | undefined;
  const forget = () => {
    reading = undefined;
  };
  for (const change of changes) events.on(change, forget);
  events.onMissed(forget);
  return () => {
    // Aged from when the reading started: what it holds is at least that old.
    if (reading && now() - reading.startedAt >= maxAgeMs) reading = undefined;
    const current = reading ?? { value: read(), startedAt: now() };
    reading = current;
    current.value.catch(() => {
      if (reading === current) reading = undefined;
    });
    return current.value;
  };
}
