import type { ReactNode } from "react";

interface PageIntroProps {
  /** A short line above the title. */
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
}

/** The top of an information page: a soft band with the page's h1 and a sentence or two. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <div className="bg-gradient-to-br from-primary-soft via-background to-secondary">
      <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-primary-strong">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 text-lg text-muted-foreground">{children}</div> : null}
      </div>
    </div>
  );
}
