import { Skeleton } from "@/components/ui/skeleton";

/** The cart page while it loads. */
export function CartSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading your cart...</span>
      <Skeleton className="h-8 w-56" />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="grid gap-3 lg:col-span-2">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-28" />
          ))}
        </div>
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
