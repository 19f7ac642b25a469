import { Baby, Bath, Gift, HeartPulse, type LucideIcon, Milk, ShoppingBag, Sparkles, Tag, ToyBrick } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * The demo catalogue's categories drawn as SVG icons: the emoji kept in each category's `icon` column
 * show as empty boxes on older Android phones, so the storefront no longer draws them.
 */
const ICONS: Record<string, LucideIcon> = {
  feeding: Milk,
  "baby-gear": ShoppingBag,
  diapering: Baby,
  skincare: Bath,
  toys: ToyBrick,
  "health-safety": HeartPulse,
  maternity: Sparkles,
  "gift-sets": Gift,
};

/** A category's icon by its slug; a category the shop added later gets a tag. */
export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = ICONS[slug] ?? Tag;
  return <Icon aria-hidden="true" className={cn("size-4 shrink-0", className)} />;
}
