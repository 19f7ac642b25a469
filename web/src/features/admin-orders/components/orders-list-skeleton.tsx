import { Skeleton } from "@/components/ui/skeleton";

export function OrdersListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" className="space-y-3 p-4">
      <span className="sr-only">Loading orders...</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-24" />
      ))}
    </div>
  );
}
