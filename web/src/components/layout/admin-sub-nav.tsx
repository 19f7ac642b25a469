import { NavLink } from "react-router";
import { cn } from "@/lib/cn";

export interface AdminSubNavItem {
  label: string;
  href: string;
}

interface AdminSubNavProps {
  /** What the links are, for screen readers: "Messages sections". */
  label: string;
  items: readonly AdminSubNavItem[];
}

/** The pages of one back-office section, as tabs that are links: each page has its own address. */
export function AdminSubNav({ label, items }: AdminSubNavProps) {
  return (
    <nav aria-label={label} className="mb-6 flex w-full gap-1 overflow-x-auto border-b border-border [scrollbar-width:none]">
      {items.map((item) => (
        <NavLink
          key={item.href}
          to={item.href}
          end
          className={({ isActive }) =>
            cn(
              "-mb-px inline-flex shrink-0 items-center whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold transition-colors sm:px-4",
              "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
              isActive ? "border-primary text-primary-strong" : "border-transparent text-muted-foreground hover:text-foreground",
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
