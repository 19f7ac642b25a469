import type { ReactNode } from "react";
import { Link } from "react-router";

interface IconLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  /** A count badge, shown only when above 0. */
  count?: number;
}

/** A round icon link in the header (cart, wishlist) with an optional count badge. */
export function IconLink({ to, label, icon, count = 0 }: IconLinkProps) {
  const shownCount = count > 99 ? "99+" : String(count);
  return (
    <Link
      to={to}
      aria-label={count > 0 ? `${label} (${count})` : label}
      className="relative flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {icon}
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold leading-none text-primary-foreground ring-2 ring-card"
        >
          {shownCount}
        </span>
      ) : null}
    </Link>
  );
}
