import * as SliderPrimitive from "@radix-ui/react-slider";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** One accessible name per thumb, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels: string[];
  /** What a screen reader hears for a value, e.g. 1500 -> "₹1,500". */
  formatValue?: (value: number) => string;
}

/** A range slider with one thumb per value; arrow keys, Page Up/Down, Home and End move a thumb. */
export function Slider({ className, thumbLabels, formatValue, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [];
  return (
    <SliderPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      className={cn("relative flex h-6 w-full touch-none select-none items-center data-[disabled]:opacity-50", className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, index) => {
        const current = values[index];
        return (
          <SliderPrimitive.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={formatValue && current !== undefined ? formatValue(current) : undefined}
            className={cn(
              "block size-6 cursor-grab rounded-full border-2 border-primary bg-card shadow-md transition-shadow active:cursor-grabbing",
              "focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/30",
            )}
          />
        );
      })}
    </SliderPrimitive.Root>
  );
}
