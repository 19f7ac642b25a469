import { Skeleton } from "@/components/ui/skeleton";

/** Stands in for a guarded page while the shop finds out who is signed in. */
export function GuardSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
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
