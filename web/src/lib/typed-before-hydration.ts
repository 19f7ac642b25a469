/**
 * A ref for a controlled text box that takes over what the box already holds when React attaches to it:
 * text a shopper typed (or the browser's autofill filled) into the server's HTML before the page's code
 * ran. React hydrates a controlled box without touching its value, but the next render (a keystroke in
 * another field) would write the state's empty value over it. Once attached, a controlled box always
 * holds its state, so on later renders this does nothing.
 */
export function keepTypedValue(current: string, adopt: (value: string) => void) {
  return (element: HTMLInputElement | null) => {
    if (element && element.value !== current) adopt(element.value);
  };
}

const selectsSeen = new WeakSet<HTMLSelectElement>();

/**
 * The same for a controlled <select>: an option chosen in the server's HTML before the page's code ran is
 * passed to `choose` once React attaches to it. Only a choice the shopper made counts (the option the
 * server marked selected is the one chosen otherwise), so a list whose value has no option yet never
 * reports a change by itself. Only the first attachment counts: later ones come from React's own renders,
 * where a choice being applied is the change handler's business. `choose` is called once the attaching
 * render is done, as a choice often navigates, which the router ignores while the page is being attached.
 */
export function keepChosenOption(current: string, choose: (value: string) => void) {
  return (element: HTMLSelectElement | null) => {
    if (!element || selectsSeen.has(element)) return;
    selectsSeen.add(element);
    const option = element.options[element.selectedIndex];
    if (option && !option.defaultSelected && element.value !== current) {
      const chosen = element.value;
      queueMicrotask(() => choose(chosen));
    }
  };
}
