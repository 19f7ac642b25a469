import { CategoryIcon } from "@/components/category-icon";
import { MOBILE_MENU_SUBCATEGORIES, SUPPORT } from "@shared/constants";
import type { CategoryWithSubcategories } from "@shared/schemas/catalog";
import { Info, Mail, MessageCircle, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

interface MobileMenuProps {
  id: string;
  categories: CategoryWithSubcategories[];
  /** Called when the shopper picks a link or searches, so the menu closes. */
  onNavigate: () => void;
}

/** The menu below the header on small screens: each category with its first subcategories (the search box is in the header). */
export function MobileMenu({ id, categories, onNavigate }: MobileMenuProps) {
  return (
    <div id={id} className="max-h-[calc(100dvh-9.75rem)] overflow-y-auto overscroll-contain border-t border-border bg-card lg:hidden">
      <div className="mx-auto grid max-w-7xl gap-5 px-4 py-4 sm:px-6">
        {categories.length > 0 ? (
          <nav aria-label="Shop by category">
            <h2 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Shop by category</h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {categories.map((category) => (
                <MobileCategory key={category.id} category={category} onNavigate={onNavigate} />
              ))}
            </ul>
          </nav>
        ) : null}

        <nav aria-label="Help" className="grid grid-cols-2 gap-2 border-t border-border pt-4 text-sm">
          <MenuLink to={paths.orders.href()} onClick={onNavigate} icon={<Truck aria-hidden="true" className="size-4" />}>
            Track Order
          </MenuLink>
          <MenuLink to={paths.contact.href()} onClick={onNavigate} icon={<MessageCircle aria-hidden="true" className="size-4" />}>
            Contact Us
          </MenuLink>
          <MenuLink to={paths.about.href()} onClick={onNavigate} icon={<Info aria-hidden="true" className="size-4" />}>
            About Us
          </MenuLink>
          <a href={`mailto:${SUPPORT.email}`} className="flex items-center gap-2 rounded-xl px-2 py-2 text-muted-foreground hover:bg-muted">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{SUPPORT.email}</span>
          </a>
        </nav>
      </div>
    </div>
  );
}

function MobileCategory({ category, onNavigate }: { category: CategoryWithSubcategories; onNavigate: () => void }) {
  const shown = category.subcategories.slice(0, MOBILE_MENU_SUBCATEGORIES);
  const more = category.subcategories.length - shown.length;
  return (
    <li className="rounded-2xl border border-border bg-background p-3">
      <Link
        to={paths.productsByCategory.href(category.slug)}
        onClick={onNavigate}
        className="flex items-center gap-2 rounded-lg font-semibold text-foreground hover:text-primary-strong"
      >
        <CategoryIcon slug={category.slug} className="size-5 text-primary-strong" />
        {category.name}
      </Link>
      {shown.length > 0 ? (
        <ul className="mt-2 grid grid-cols-2 gap-1">
          {shown.map((subcategory) => (
            <li key={subcategory.id}>
              <Link
                to={paths.productsBySubcategory.href(subcategory.slug)}
                onClick={onNavigate}
                className="flex min-h-9 items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <span className="truncate">{subcategory.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? (
        <Link
          to={paths.productsByCategory.href(category.slug)}
          onClick={onNavigate}
          className="mt-1 inline-block rounded-lg px-2 py-1 text-sm font-medium text-primary-strong hover:underline"
        >
          +{more} more...
        </Link>
      ) : null}
    </li>
  );
}

interface MenuLinkProps {
  to: string;
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
}

function MenuLink({ to, onClick, icon, children }: MenuLinkProps) {
  return (
    <Link to={to} onClick={onClick} className="flex items-center gap-2 rounded-xl px-2 py-2 text-muted-foreground hover:bg-muted hover:text-foreground">
      {icon}
      {children}
    </Link>
  );
}
