/**
 * `make()` the first time it is asked for, the same value after that. For Intl formatters: building one costs a phone tens of
 * milliseconds (its locale data), which a module should not spend when it loads, before the page answers taps.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
