import { RenderedMarkdown } from "@/components/rendered-markdown";
import { Skeleton } from "@/components/ui/skeleton";
import { useShopPagePreview } from "../api/preview-shop-page";

/** The page's text as the storefront will show it, made by the server the same safe way. */
export function ShopPagePreview({ body }: { body: string }) {
  const preview = useShopPagePreview(body);
  if (preview.isError) return <p className="py-6 text-center text-destructive">The preview could not be made. Please try again.</p>;
  if (preview.data === undefined) return <Skeleton className="h-48 w-full" />;
  if (preview.data === "") return <p className="py-6 text-center text-muted-foreground">Nothing to preview yet</p>;
  return (
    <div className="rounded-xl border border-border bg-background p-3 sm:p-6" aria-label="Preview">
      <RenderedMarkdown html={preview.data} />
    </div>
  );
}
