import type { DomainEventName } from "./domain-events";
import type { EventBus } from "./event-bus";

/**
 * A reading kept in memory and shared by every caller until one of `changes` happens, in this process
 * or another (or events may have been missed); the next call then reads again. A failed reading is
 * not kept.
 */
export function readUntilChanged<T>(events: EventBus, changes: readonly DomainEventName[], read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | undefined;
  const forget = () => {
    reading = undefined;
  };
  for (const change of changes) events.on(change, forget);
  events.onMissed(forget);
  return () => {
    const current = reading ?? read();
    reading = current;
    current.catch(() => {
      if (reading === current) reading = undefined;
    });
    return current;
  };
}
