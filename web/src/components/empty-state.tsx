import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: string;
  actionLabel: string;
  actionHref: string;
}

/** A page with nothing to show yet: an icon, a line or two, and where to go instead. */
export function EmptyState({ icon, title, description, actionLabel, actionHref }: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-strong [&_svg]:size-8">{icon}</div>
      <h2 className="mt-5 text-xl font-bold">{title}</h2>
      {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
      <Button asChild size="lg" className="mt-6">
        <Link to={actionHref}>{actionLabel}</Link>
      </Button>
    </div>
  );
}
