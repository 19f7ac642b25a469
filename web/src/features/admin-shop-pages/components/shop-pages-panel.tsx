import type { AdminShopPage } from "@shared/schemas/shop-pages";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { UnsavedChangesDialog } from "@/components/unsaved-changes-dialog";
import { cn } from "@/lib/cn";
import { formatShortDate } from "@/lib/format";
import { useUnsavedChanges } from "@/lib/use-unsaved-changes";
import { useAdminShopPages } from "../api/get-admin-shop-pages";
import { ShopPageEditor } from "./shop-page-editor";

/**
 * Settings › Pages: choose a page (a list on wide screens, a picker on phones), then edit it. The page chosen is in the address (?page=faqs).
 * Unsaved changes are not dropped without asking: on choosing another page, following a link or closing the tab.
 */
export function ShopPagesPanel() {
  const { data: pages, isError } = useAdminShopPages();
  const [search, setSearch] = useSearchParams();
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);

  if (isError) return <p className="py-6 text-center text-destructive">The pages could not be loaded. Please reload the page.</p>;
  if (!pages) return <Skeleton className="h-96 w-full" />;

  const chosen = pages.find((page) => page.slug === search.get("page")) ?? pages[0];
  if (!chosen) return <p className="py-6 text-center text-muted-foreground">No pages yet</p>;
  const choose = (slug: string) => {
    if (slug !== chosen.slug) unsaved.confirmLeaving(() => setSearch({ page: slug }, { replace: true }));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr] lg:items-start">
      <div className="grid gap-2 lg:hidden">
        <Label htmlFor="page-picker">Page</Label>
        <NativeSelect id="page-picker" value={chosen.slug} onChange={(event) => choose(event.target.value)}>
          {pages.map((page) => (
            <option key={page.slug} value={page.slug}>
              {page.title}
            </option>
          ))}
        </NativeSelect>
      </div>

      <nav aria-label="Pages" className="hidden lg:block">
        <ul className="grid gap-1">
          {pages.map((page) => (
            <li key={page.slug}>
              <PageChoice page={page} current={page.slug === chosen.slug} onChoose={() => choose(page.slug)} />
            </li>
          ))}
        </ul>
      </nav>

      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <h2 className="mb-4 text-xl font-bold tracking-tight">{chosen.title}</h2>
          {/* A fresh form for each page, and again once a save brings the page back changed. */}
          <ShopPageEditor key={`${chosen.slug}-${chosen.updatedAt}`} page={chosen} onDirtyChange={setDirty} />
        </CardContent>
      </Card>
      <UnsavedChangesDialog open={unsaved.asking} onKeepEditing={unsaved.keepEditing} onLeave={unsaved.leave} />
    </div>
  );
}

function PageChoice({ page, current, onChoose }: { page: AdminShopPage; current: boolean; onChoose: () => void }) {
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-current={current ? "page" : undefined}
      className={cn(
        "grid w-full gap-0.5 rounded-xl px-3 py-2.5 text-left text-sm transition-colors",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        current ? "bg-primary-soft text-primary-strong" : "hover:bg-muted",
      )}
    >
      <span className="font-semibold">{page.title}</span>
      <span className={cn("text-xs", current ? "text-primary-strong/80" : "text-muted-foreground")}>Updated {formatShortDate(page.updatedAt)}</span>
    </button>
  );
}
