import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef } from "react";
import { cn } from "@/lib/cn";

/*
 * A range slider as the WAI-ARIA slider pattern describes it: one thumb per value, each a tab stop; the arrow keys move a thumb by a
 * step, Page Up and Page Down by ten, Home and End to the ends; a thumb never passes the other. Dragging moves the thumb nearest to
 * where the track was pressed. Written here instead of taken from Radix (8 KB gzip less on the products page): the price filter is
 * its only user.
 */

interface SliderProps {
  min: number;
  max: number;
  step: number;
  value: number[];
  /** While a thumb moves. */
  onValueChange: (value: number[]) => void;
  /** Once a move is done: a key press, or the end of a drag. */
  onValueCommit?: (value: number[]) => void;
  /** One accessible name per thumb, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels: string[];
  /** What a screen reader hears for a value, e.g. 1500 -> "₹1,500". */
  formatValue?: (value: number) => string;
  className?: string;
}

const KEY_STEPS: Record<string, (value: number, step: number, min: number, max: number) => number> = {
  ArrowRight: (value, step) => value + step,
  ArrowUp: (value, step) => value + step,
  ArrowLeft: (value, step) => value - step,
  ArrowDown: (value, step) => value - step,
  PageUp: (value, step) => value + step * 10,
  PageDown: (value, step) => value - step * 10,
  Home: (_value, _step, min) => min,
  End: (_value, _step, _min, max) => max,
};

export function Slider({ min, max, step, value, onValueChange, onValueCommit, thumbLabels, formatValue, className }: SliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const dragged = useRef<number | null>(null);
  // The values as last moved, also before they render: a drag moves many times between two renders.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  /** The values with thumb `index` at `next`: on the step grid, within the range and not past its neighbours. */
  function moved(index: number, next: number): number[] {
    const lowest = index > 0 ? (latest.current[index - 1] ?? min) : min;
    const highest = index < latest.current.length - 1 ? (latest.current[index + 1] ?? max) : max;
    const snapped = Math.round((next - min) / step) * step + min;
    const values = [...latest.current];
    values[index] = Math.min(highest, Math.max(lowest, snapped));
    return values;
  }

  function update(index: number, next: number, commit: boolean) {
    const values = moved(index, next);
    if (values[index] === latest.current[index]) return;
    latest.current = values;
    onValueChange(values);
    if (commit) onValueCommit?.(values);
  }

  function valueAt(clientX: number): number {
    const box = track.current!.getBoundingClientRect();
    const share = box.width > 0 ? (clientX - box.left) / box.width : 0;
    return min + Math.min(1, Math.max(0, share)) * (max - min);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLSpanElement>) {
    const keyStep = KEY_STEPS[event.key];
    if (!keyStep) return;
    event.preventDefault();
    update(index, keyStep(latest.current[index] ?? min, step, min, max), true);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    const at = valueAt(event.clientX);
    // The nearest thumb; of two on the same value, the one that can move that way.
    const distances = latest.current.map((current) => Math.abs(current - at));
    const closest = Math.min(...distances);
    const index = at < (latest.current[distances.indexOf(closest)] ?? min) ? distances.indexOf(closest) : distances.lastIndexOf(closest);
    dragged.current = index;
    event.currentTarget.setPointerCapture(event.pointerId);
    (event.currentTarget.querySelectorAll<HTMLElement>('[role="slider"]')[index] ?? null)?.focus();
    update(index, at, false);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragged.current !== null) update(dragged.current, valueAt(event.clientX), false);
  }

  function onPointerUp() {
    if (dragged.current === null) return;
    dragged.current = null;
    onValueCommit?.(latest.current);
  }

  const percent = (current: number) => ((current - min) / (max - min)) * 100;
  const first = value[0] ?? min;
  const last = value[value.length - 1] ?? max;

  return (
    <div
      ref={track}
      className={cn("relative flex h-6 w-full touch-none select-none items-center", className)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <div className="absolute h-full bg-primary" style={{ left: `${percent(first)}%`, right: `${100 - percent(last)}%` }} />
      </div>
      {thumbLabels.map((label, index) => {
        const current = value[index] ?? min;
        return (
          <span
            key={label}
            role="slider"
            tabIndex={0}
            aria-label={label}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={current}
            aria-valuetext={formatValue ? formatValue(current) : undefined}
            aria-orientation="horizontal"
            onKeyDown={(event) => onKeyDown(index, event)}
            // The thumb's centre on its value, kept inside the track at both ends.
            style={{ left: `calc(${percent(current)}% + ${12 - (percent(current) / 100) * 24}px)` }}
            className={cn(
              "absolute block size-6 -translate-x-1/2 cursor-grab rounded-full border-2 border-primary bg-card shadow-md transition-shadow active:cursor-grabbing",
              "focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/30",
            )}
          />
        );
      })}
    </div>
  );
}
