import { Spinner } from "@/components/ui/spinner";

/**
 * Shown in the page area while a page's code (or what it needs first) is being fetched. It is as tall
 * as the screen, so the footer stays below the fold and does not jump when the page arrives.
 */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-start justify-center pt-[20vh]">
      <Spinner className="size-8" showLabel />
    </div>
  );
}
