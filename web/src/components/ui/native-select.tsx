import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * The browser's own <select>, styled like the shop's inputs: phones show their native picker, and it
 * costs no JavaScript. Pass <option>s as children.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select
        className={cn(
          "h-10 w-full min-w-0 cursor-pointer appearance-none rounded-xl border border-input bg-card py-2 pl-3.5 pr-9 text-base text-foreground shadow-xs transition-colors sm:text-sm",
          "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40",
          "disabled:cursor-not-allowed disabled:opacity-50",
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
