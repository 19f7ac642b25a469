import { Skeleton } from "@/components/ui/skeleton";

/** The checkout while the cart and the payment settings load. */
export function CheckoutSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading checkout...</span>
      <Skeleton className="h-8 w-40" />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <Skeleton className="h-80" />
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}
