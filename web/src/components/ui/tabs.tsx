import { type ComponentProps, createContext, type KeyboardEvent, use, useId, useState } from "react";
import { cn } from "@/lib/cn";

/*
 * Tabs as the WAI-ARIA tabs pattern describes them: one tab stop, arrow keys (and Home, End) move
 * between the tabs and show their panel. Written here instead of taken from Radix because the product
 * page is the only user and its JavaScript budget is tight (Radix Tabs costs about 9 KB gzip).
 */

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tabs parts must be placed inside <Tabs>");
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

interface TabsProps extends Omit<ComponentProps<"div">, "defaultValue"> {
  defaultValue: string;
}

export function Tabs({ defaultValue, children, ...props }: TabsProps) {
  const baseId = useId();
  const [value, select] = useState(defaultValue);
  return (
    <TabsContext value={{ baseId, value, select }}>
      <div {...props}>{children}</div>
    </TabsContext>
  );
}

const NEXT_TAB_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const next = NEXT_TAB_KEYS[event.key];
    if (!next || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    event.preventDefault();
    const target = tabs[next(current, tabs.length)]!;
    target.focus();
    target.click();
  }

  return (
    // The tabs are the tab stop (one, moved with the arrow keys), not the list that holds them.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("flex w-full gap-1 overflow-x-auto border-b border-border [scrollbar-width:none]", className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      onClick={() => tabs.select(value)}
      className={cn(
        "-mb-px inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap border-b-2 border-transparent px-2 py-3 text-sm sm:px-4 font-semibold text-muted-foreground transition-colors",
        "hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-primary-strong",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}

/** A tab's panel; only the selected one is rendered. */
export function TabsContent({ value, className, ...props }: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      className={cn("pt-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      {...props}
    />
  );
}
