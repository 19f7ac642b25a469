import { ArrowLeft, ShieldCheck } from "lucide-react";
import { Suspense } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { ADMIN_NAV_ITEMS } from "./admin-nav-items";
import { PageLoading } from "./page-loading";

const linkBase =
  "flex shrink-0 items-center gap-2 rounded-full px-3.5 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:rounded-xl";

/**
 * The frame of every back-office page (/admin/*): the sections as a sidebar on wide screens and as a
 * scrolling row of tabs on phones, a way back to the shop, and the page itself. Loaded lazily, only
 * for administrators, so shoppers never download it.
 */
export function AdminShell() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[13rem_1fr] lg:gap-8 lg:py-10">
      <aside className="mb-6 lg:mb-0">
        <div className="lg:sticky lg:top-24">
          <p className="mb-3 hidden items-center gap-2 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground lg:flex">
            <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
            Back office
          </p>
          <nav aria-label="Admin">
            <ul className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0 lg:flex-col lg:gap-1">
              {ADMIN_NAV_ITEMS.map(({ label, href, icon: Icon, end, section }) => (
                <li key={href}>
                  <NavLink
                    to={href}
                    end={end}
                    className={({ isActive }) =>
                      cn(
                        linkBase,
                        isActive || (section !== undefined && pathname.startsWith(section))
                          ? "bg-primary text-primary-foreground shadow-sm"
                          : "border border-border bg-card text-foreground hover:bg-muted lg:border-transparent lg:bg-transparent",
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            to={paths.home.href()}
            className="mt-4 hidden items-center gap-2 rounded-xl px-3.5 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground lg:flex"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to shop
          </Link>
        </div>
      </aside>
      <div className="min-w-0">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
        <Link
          to={paths.home.href()}
          className="mt-8 inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to shop
        </Link>
      </div>
    </div>
  );
}
