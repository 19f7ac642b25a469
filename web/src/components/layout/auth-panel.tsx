import { Baby, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

interface AuthPanelProps {
  title: ReactNode;
  description?: ReactNode;
  /** A friendly icon above the title (an SVG: emoji show as boxes on older phones). */
  icon?: LucideIcon;
  /** Below the form: links to the other account screens. */
  footer?: ReactNode;
  /** Shown beside the card on wide screens and above it on phones. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of the account screens (sign in, sign up, complete profile): one centred card. */
export function AuthPanel({ title, description, icon: Icon = Baby, footer, aside, children }: AuthPanelProps) {
  return (
    <section className="bg-gradient-to-b from-primary-soft/70 via-background to-background">
      <div
        className={cn(
          "mx-auto grid gap-6 px-4 py-8 sm:px-6 sm:py-14",
          aside ? "max-w-5xl md:grid-cols-[1fr_1.1fr] md:items-center md:gap-10" : "max-w-md",
        )}
      >
        {aside ? <div className="order-last md:order-first">{aside}</div> : null}
        <Card className="p-6 sm:p-8">
          <div className="text-center">
            <span aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-full bg-primary-soft text-primary-strong">
              <Icon className="size-7" />
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            {description ? <p className="mt-2 text-sm text-muted-foreground sm:text-base">{description}</p> : null}
          </div>
          <div className="mt-6">{children}</div>
          {footer ? <div className="mt-6 border-t border-border pt-5 text-center text-sm text-muted-foreground">{footer}</div> : null}
        </Card>
      </div>
    </section>
  );
}
