import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A grey shape that stands in for content while it loads; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-xl bg-muted", className)} {...props} />;
}
