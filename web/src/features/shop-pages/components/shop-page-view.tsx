import { pageTitle } from "@shared/page-meta";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { RenderedMarkdown } from "@/components/rendered-markdown";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import { useShopPage } from "../api/get-shop-page";
import { PageDetailsCard } from "./page-details-card";

const FRAME = "mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12";

/**
 * A policy or company page (docs/product/policy-pages.md): its title, when it last changed, the details
 * from the shop's settings and its text. `notFound` is shown for a slug the shop does not have.
 */
export function ShopPageView({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const page = useShopPage(slug);
  usePageTitle(page.data ? pageTitle(page.data.title) : pageTitle("Policies"), page.data?.description);

  if (page.isNotFound) return notFound;
  if (page.isError) {
    return (
      <div role="alert" className="mx-auto max-w-lg px-6 py-16 text-center">
        <p className="font-semibold">We couldn't load this page.</p>
        <Button variant="outline" className="mt-4" onClick={() => page.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!page.data) {
    return (
      <div className={FRAME} aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-3 h-4 w-40" />
        <Skeleton className="mt-8 h-64 w-full" />
      </div>
    );
  }

  const { title, html, details, updatedAt } = page.data;
  return (
    <article className={FRAME}>
      <header className="border-b border-border pb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Last updated <time dateTime={updatedAt}>{formatDate(updatedAt)}</time>
        </p>
      </header>
      {details ? (
        <div className="mt-8">
          <PageDetailsCard details={details} />
        </div>
      ) : null}
      <RenderedMarkdown html={html} className="mt-8" />
    </article>
  );
}
