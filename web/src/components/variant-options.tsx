import { variantLabel } from "@shared/variant-label";
import { cn } from "@/lib/cn";

/** Which variant a line holds ("Size: M, Pack: 3"); nothing for a product without options. */
export function VariantOptions({ options, className }: { options: Readonly<Record<string, string>>; className?: string }) {
  const label = variantLabel(options);
  if (!label) return null;
  return <span className={cn("block text-sm text-muted-foreground", className)}>{label}</span>;
}
