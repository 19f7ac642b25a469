import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A native checkbox in the shop's colour; wrap it in a <label> (or give it one) for its name. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-5 shrink-0 cursor-pointer rounded-md border-input accent-primary disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
