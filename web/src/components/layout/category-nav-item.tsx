import { CategoryIcon } from "@/components/category-icon";
import type { CategoryWithSubcategories } from "@shared/schemas/catalog";
import { ArrowRight, ChevronDown } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

interface CategoryNavItemProps {
  category: CategoryWithSubcategories;
  /** Open the panel towards the left, for categories on the right half of the row. */
  alignEnd?: boolean;
}

/**
 * One category of the desktop navigation. The panel of subcategories opens when the mouse is over the
 * category or keyboard focus enters it, and closes on leaving, on Escape or after choosing a link.
 * On a touch screen the first tap opens the panel and a second tap follows the category link.
 */
export function CategoryNavItem({ category, alignEnd = false }: CategoryNavItemProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const openAtPointerDown = useRef(false);
  const lastPointerType = useRef<string>("mouse");

  function handleFocus(event: FocusEvent<HTMLLIElement>) {
    const cameFromOutside = !event.currentTarget.contains(event.relatedTarget as Node | null);
    if (cameFromOutside && event.target.matches(":focus-visible")) setOpen(true);
  }

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === "Escape" && open) {
      setOpen(false);
      triggerRef.current?.focus();
    }
    if (event.key === "ArrowDown" && event.target === triggerRef.current) {
      event.preventDefault();
      setOpen(true);
    }
  }

  function handleTriggerClick(event: MouseEvent<HTMLAnchorElement>) {
    if (lastPointerType.current !== "mouse" && !openAtPointerDown.current) {
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    // Keys, focus and the pointer bubble up here from the link and its panel; the item is no control itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setOpen(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <Link
        ref={triggerRef}
        to={paths.productsByCategory.href(category.slug)}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          lastPointerType.current = event.pointerType;
          openAtPointerDown.current = open;
        }}
        onClick={handleTriggerClick}
        className={cn(
          "flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-foreground transition-colors hover:bg-primary-soft hover:text-primary-strong",
          open && "bg-primary-soft text-primary-strong",
        )}
      >
        <CategoryIcon slug={category.slug} />
        {category.name}
        <ChevronDown aria-hidden="true" className={cn("size-3.5 transition-transform", open && "rotate-180")} />
      </Link>

      <div id={panelId} hidden={!open} className={cn("absolute top-full z-40 pt-2", alignEnd ? "right-0" : "left-0")}>
        <div className="w-72 rounded-2xl border border-border bg-card p-2 shadow-lg">
          <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{category.name}</p>
          {category.subcategories.length > 0 ? (
            <ul className="grid gap-0.5">
              {category.subcategories.map((subcategory) => (
                <li key={subcategory.id}>
                  <Link
                    to={paths.productsBySubcategory.href(subcategory.slug)}
                    onClick={() => setOpen(false)}
                    className="flex items-center gap-2.5 rounded-xl px-3 py-2 text-sm transition-colors hover:bg-muted"
                  >
                    {subcategory.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Link
            to={paths.productsByCategory.href(category.slug)}
            onClick={() => setOpen(false)}
            className="mt-1 flex items-center justify-between rounded-xl bg-primary-soft px-3 py-2 text-sm font-semibold text-primary-strong transition-colors hover:bg-rose-200"
          >
            View All
            <span className="sr-only"> {category.name}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </li>
  );
}
