import type { CategoryWithSubcategories } from "@shared/schemas/catalog";
import { Menu, X } from "lucide-react";
import { type ComponentType, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { lazyPart } from "@/lib/lazy-part";
import { HeaderActions, type HeaderActionsProps } from "./header-actions";
import { Logo } from "./logo";
import { TopBar } from "./top-bar";

// The desktop's category row: hidden on phones, where its code is never fetched.
const CategoryNav = lazyPart(() => import("./category-nav"), "CategoryNav");

// Shown only once opened, so its code is fetched then (or as a finger or pointer nears the button).
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** What the header's search box takes: the page lays it out, and a search started closes the menu. */
export interface HeaderSearchProps {
  className?: string;
  onSearch?: () => void;
}

export interface HeaderProps extends HeaderActionsProps {
  categories: CategoryWithSubcategories[];
  /** The search box (the search feature's), handed in by the layout: shared components import no feature. */
  SearchBox: ComponentType<HeaderSearchProps>;
}

/**
 * The shop's header (see docs/product/storefront-shell.md): a top bar that scrolls away, then a sticky bar with the logo, search
 * (in the bar on a desktop, in a row below it on a phone) and the shopper's actions, the desktop category row, and the mobile menu below it.
 */
export function Header({ categories, SearchBox, ...actions }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation (a link, the back button) closes the mobile menu.
  const address = `${location.pathname}${location.search}`;
  const [menuAddress, setMenuAddress] = useState(address);
  if (menuAddress !== address) {
    setMenuAddress(address);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <>
      <TopBar />
      <header className="sticky top-0 z-40 border-b border-border bg-card/95 shadow-xs backdrop-blur supports-[backdrop-filter]:bg-card/85">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:h-16 lg:gap-6">
          <Logo />
          <SearchBox className="hidden max-w-xl lg:block" />
          <div className="ml-auto flex items-center gap-1.5">
            <HeaderActions {...actions} />
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              onPointerEnter={() => void loadMobileMenu()}
              onFocus={() => void loadMobileMenu()}
              onClick={() => setMenuOpen((open) => !open)}
              className="flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
            >
              {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            </button>
          </div>
        </div>
        {/* On phones and tablets the search box has a row of its own, on every page, outside the menu. */}
        <div className="mx-auto max-w-7xl px-4 pb-2.5 sm:px-6 lg:hidden">
          <SearchBox />
        </div>
        <CategoryNav categories={categories} />
        {menuOpen ? (
          <Suspense fallback={null}>
            <MobileMenu id={menuId} categories={categories} onNavigate={() => setMenuOpen(false)} />
          </Suspense>
        ) : null}
      </header>
    </>
  );
}
