import {
  type AdminShopPage,
  SHOP_PAGE_BODY_MAX_LENGTH,
  SHOP_PAGE_DESCRIPTION_MAX_LENGTH,
  SHOP_PAGE_TITLE_MAX_LENGTH,
  type ShopPageInput,
  ShopPageInputSchema,
} from "@shared/schemas/shop-pages";
import { ExternalLink, Info } from "lucide-react";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useUpdateShopPage } from "../api/update-shop-page";
import { ShopPagePreview } from "./shop-page-preview";


const MARKDOWN_HINT = "Markdown: ## Heading, **bold**, *italic*, - list item, 1. numbered item, [link text](/pages/faqs). HTML is shown as text.";

/** One page's title, description and Markdown text, with a preview and Save (see docs/product/policy-pages.md#back-office). */
export function ShopPageEditor({ page, onDirtyChange }: { page: AdminShopPage; onDirtyChange?: (dirty: boolean) => void }) {
  const form = useShopForm({ schema: ShopPageInputSchema, defaultValues: { title: page.title, description: page.description, body: page.body }, recheck: "never" });
  const values = useWatch({ control: form.control });
  const update = useUpdateShopPage();
  const changed = values.title !== page.title || values.description !== page.description || values.body !== page.body;
  useEffect(() => onDirtyChange?.(changed), [changed, onDirtyChange]);

  async function submit(input: ShopPageInput) {
    try {
      const saved = await update.mutateAsync({ slug: page.slug, input });
      form.reset({ title: saved.title, description: saved.description, body: saved.body });
      toast({ title: "Page saved", description: `${saved.title} is live on the shop.` });
    } catch (failure) {
      form.clearErrors();
      if (showServerErrors(form, failure, { focus: true }).length === 0) {
        toast({ title: "Error", description: errorMessage(failure, "The page could not be saved. Please try again."), variant: "destructive" });
      }
    }
  }

  return (
    <Form form={form} onValid={submit} className="grid gap-5" aria-label={`Edit ${page.title}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-muted-foreground">
          <span className="font-mono">{paths.shopPage.href(page.slug)}</span> · Last saved {formatDateTime(page.updatedAt)}
        </p>
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.shopPage.href(page.slug)} target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" />
            View page
          </Link>
        </Button>
      </div>

      {page.hasDetails ? (
        <p className="flex gap-2.5 rounded-xl bg-secondary px-3.5 py-3 text-sm text-secondary-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Above this text the page also shows {page.slug === "grievance-redressal" ? "the grievance officer's name, designation, e-mail and phone" : "the seller's legal name, address, GSTIN and customer care"}, taken from the shop's settings (README, Settings). Change them there, not here.
          </span>
        </p>
      ) : null}

      <Field name="title" id="page-title" label="Title" hint={`Up to ${SHOP_PAGE_TITLE_MAX_LENGTH} characters; the page's heading and its title in search results.`}>
        {(control, field) => <Input {...control} {...field} maxLength={SHOP_PAGE_TITLE_MAX_LENGTH} />}
      </Field>

      <Field name="description" id="page-description" label="Description" hint={`Up to ${SHOP_PAGE_DESCRIPTION_MAX_LENGTH} characters; shown under the title in search results and link previews.`}>
        {(control, field) => <Textarea {...control} {...field} rows={2} className="min-h-0" maxLength={SHOP_PAGE_DESCRIPTION_MAX_LENGTH} />}
      </Field>

      <Tabs defaultValue="write">
        <TabsList aria-label="Write or preview the text">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="write">
          <Field name="body" id="page-body" label="Text (Markdown)" hint={MARKDOWN_HINT}>
            {(control, field) => <Textarea {...control} {...field} rows={18} className="font-mono text-sm leading-relaxed sm:text-sm" spellCheck />}
          </Field>
          <p className="mt-1 text-right text-xs text-muted-foreground">
            {(values.body ?? "").length.toLocaleString("en-IN")} / {SHOP_PAGE_BODY_MAX_LENGTH.toLocaleString("en-IN")} characters
          </p>
        </TabsContent>
        <TabsContent value="preview">
          <ShopPagePreview body={values.body ?? ""} />
        </TabsContent>
      </Tabs>

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-end">
        {changed ? <p className="text-sm text-muted-foreground sm:mr-auto">Unsaved changes</p> : null}
        <Button type="button" variant="outline" disabled={!changed || update.isPending} onClick={() => form.reset({ title: page.title, description: page.description, body: page.body })}>
          Discard changes
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save page"}
        </Button>
      </div>
    </Form>
  );
}
