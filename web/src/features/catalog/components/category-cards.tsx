import { CategoryIcon } from "@/components/category-icon";
import { CATEGORY_CARD_SUBCATEGORIES } from "@shared/constants";
import type { CategoryWithSubcategories } from "@shared/schemas/catalog";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SectionHeader } from "@/components/section-header";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useCategoriesWithSubcategories } from "../api/get-categories-with-subcategories";

/** "Shop by Category": a card per category with its first six subcategories and '+N more...'. */
export function CategoryCards() {
  const { data: categories, isPending, isError } = useCategoriesWithSubcategories();
  if (isError || (!isPending && !categories?.length)) return null;

  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <SectionHeader id="home-categories" title="Shop by Category" description="From the first feed to the first steps, find what you need." />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {isPending
          ? Array.from({ length: 8 }, (_, index) => (
              <li key={index}>
                <CategoryCardSkeleton />
              </li>
            ))
          : categories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
      </ul>
    </section>
  );
}

function CategoryCard({ category }: { category: CategoryWithSubcategories }) {
  const shown = category.subcategories.slice(0, CATEGORY_CARD_SUBCATEGORIES);
  const more = category.subcategories.length - shown.length;
  const headingId = `category-card-${category.slug}`;

  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-border bg-card p-4 shadow-xs transition hover:border-primary/40 hover:shadow-md sm:p-5">
      <h3 id={headingId}>
        <Link to={paths.productsByCategory.href(category.slug)} className="group flex items-center gap-3 rounded-xl text-lg font-bold text-foreground">
          <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong">
            <CategoryIcon slug={category.slug} className="size-6" />
          </span>
          <span className="group-hover:text-primary-strong">{category.name}</span>
        </Link>
      </h3>
      {shown.length > 0 ? (
        <ul aria-label={`${category.name} subcategories`} className="mt-3 grid grid-cols-2 gap-1 sm:grid-cols-1">
          {shown.map((subcategory) => (
            <li key={subcategory.id}>
              <Link
                to={paths.productsBySubcategory.href(subcategory.slug)}
                className="flex min-h-9 items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
              >
                <span>{subcategory.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? (
        <Link
          to={paths.productsByCategory.href(category.slug)}
          className="mt-auto inline-flex items-center gap-1 self-start rounded-lg px-2 pt-3 text-sm font-semibold text-primary-strong hover:underline"
        >
          +{more} more...
          <span className="sr-only"> {category.name} subcategories</span>
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      ) : null}
    </article>
  );
}

function CategoryCardSkeleton() {
  return (
    <div className="rounded-2xl border border-border bg-card p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="h-5 w-28" />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-1">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-7" />
        ))}
      </div>
    </div>
  );
}
