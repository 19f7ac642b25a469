import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-semibold transition-colors " +
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background " +
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 " +
    "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
        outline: "border border-border bg-card text-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover",
        link: "rounded-md text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-5",
        sm: "h-8 px-3 text-xs",
        lg: "h-12 px-7 text-base",
        icon: "size-10",
        "icon-sm": "size-8",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router Link) with the button's look instead of a <button>. */
  asChild?: boolean;
  /**
   * The submit button of a plain HTML form the server answers (its method and action set): it works
   * before the app has taken the page over, and without JavaScript.
   */
  worksWithoutScript?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, disabled, worksWithoutScript = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  // Until the app has taken over a page the server rendered, a submit button that needs the app is
  // disabled and looks it: the browser would otherwise send the form itself, its password in the address.
  const waitingForApp = !useHydrated() && type === "submit" && !disabled && !worksWithoutScript;
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      // A plain <button> defaults to "button" so it never submits a form by accident.
      type={asChild ? type : (type ?? "button")}
      disabled={disabled || waitingForApp}
      {...props}
    />
  );
}
