import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface SectionHeaderProps {
  /** The id of the heading, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** A link beside the title on wide screens (e.g. "View all"). */
  action?: ReactNode;
  align?: "start" | "center";
  className?: string;
}

/** The heading of a page section: an h2, a line of text under it, and an optional link. */
export function SectionHeader({ id, title, description, action, align = "start", className }: SectionHeaderProps) {
  const centered = align === "center";
  return (
    <div className={cn("flex flex-wrap items-end justify-between gap-x-6 gap-y-3", centered && "justify-center text-center", className)}>
      <div className={cn("max-w-2xl", centered && "mx-auto")}>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {title}
        </h2>
        {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
