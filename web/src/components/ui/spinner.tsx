import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

interface SpinnerProps {
  className?: string;
  /** Read out to screen readers; also shown beside the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
}

export function Spinner({ className, label = "Loading...", showLabel = false }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className={cn("size-6 animate-spin text-primary", className)} />
      {showLabel ? <span className="text-sm">{label}</span> : <span className="sr-only">{label}</span>}
    </span>
  );
}
