import { Skeleton } from "@/components/ui/skeleton";

/** The product page's shape while it loads. */
export function ProductDetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <Skeleton className="mb-6 h-4 w-64 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <div className="grid gap-3">
          <Skeleton className="aspect-square w-full rounded-2xl" />
          <div className="flex gap-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="size-16 sm:size-20" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-44 rounded-full" />
          <Skeleton className="h-12 w-full rounded-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}
