import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

interface ProfileSectionProps {
  id: string;
  title: string;
  description?: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One card of My Profile, named by its heading for screen readers. */
export function ProfileSection({ id, title, description, icon, children, className }: ProfileSectionProps) {
  return (
    <Card role="region" aria-labelledby={id} className={className}>
      <CardHeader>
        <h2 id={id} className="flex items-center gap-2.5 text-lg font-semibold leading-tight">
          <span className="grid size-8 place-items-center rounded-full bg-primary-soft text-primary-strong [&_svg]:size-4">{icon}</span>
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
