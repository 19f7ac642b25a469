import { Skeleton } from "@/components/ui/skeleton";

/**
 * Stands in for a page while its code, or who is signed in, is being fetched: grey shapes where a heading, a
 * line of text and the page's blocks will be, never a spinner. It is as tall as the screen, so the footer
 * stays below the fold and does not jump when the page arrives.
 */
export function PageLoading() {
  return (
    <div role="status" aria-busy="true" className="mx-auto min-h-dvh w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="mt-3 h-4 w-72 max-w-full" />
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <Skeleton className="h-48 md:col-span-2" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
