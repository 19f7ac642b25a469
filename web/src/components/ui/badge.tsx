import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        accent: "border-transparent bg-accent text-accent-foreground",
        outline: "border-border text-foreground",
        destructive: "border-transparent bg-destructive text-destructive-foreground",
        // Order and payment status colours (see lib/order-status-colours.ts).
        yellow: "border-transparent bg-amber-100 text-amber-900",
        blue: "border-transparent bg-sky-100 text-sky-900",
        purple: "border-transparent bg-violet-100 text-violet-900",
        green: "border-transparent bg-emerald-100 text-emerald-900",
        red: "border-transparent bg-red-100 text-red-900",
        orange: "border-transparent bg-orange-100 text-orange-900",
        gray: "border-transparent bg-slate-200 text-slate-800",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export interface BadgeProps extends ComponentProps<"span">, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
