import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, useFormField, useShopForm } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useBulkCreateProducts } from "../api/bulk-create-products";
import { useCatalogueLists } from "../api/get-catalogue-lists";
import { bulkErrorDetail, parseBulkProducts } from "../lib/parse-bulk-products";

const FAILED = "Failed to create products in bulk. Please check your data format.";

/** 'Bulk Add Products': one product per line, all created or none (see docs/product/admin-products.md#bulk-add). */
export function BulkAddDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // What is wrong with the lines is said in a toast (the spec's messages), so the check is in `submit`.
  const form = useShopForm({ defaultValues: { products: "" } });
  const text = useWatch({ control: form.control, name: "products" });
  const { categories, brands } = useCatalogueLists();
  const bulk = useBulkCreateProducts();

  function submit({ products: text }: { products: string }) {
    // The ids listed beside the text are checked here already; the server checks everything again.
    const known = categories.length > 0 && brands.length > 0 ? { categoryIds: new Set(categories.map((c) => c.id)), brandIds: new Set(brands.map((b) => b.id)) } : undefined;
    const parsed = parseBulkProducts(text, known);
    if (!parsed.ok) {
      toast({ title: parsed.title, description: parsed.description, variant: "destructive" });
      return;
    }
    bulk.mutate(parsed.products, {
      onSuccess: ({ created }) => {
        toast({ title: "Bulk Products Created", description: `Successfully created ${created} products.` });
        form.reset();
        onOpenChange(false);
      },
      onError: (error) => {
        const detail = error instanceof ApiError ? bulkErrorDetail(error.field, error.serverMessage, parsed.lines) : null;
        toast({ title: "Error", description: detail ? `${FAILED} ${detail}` : FAILED, variant: "destructive" });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Bulk Add Products</DialogTitle>
          <DialogDescription>
            One product per line: name, price, categoryId, brandId, then optionally stockQuantity (default 0) and description. Blank lines are skipped.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <section aria-labelledby="bulk-categories" className="rounded-xl border border-border p-3">
            <h3 id="bulk-categories" className="mb-2 font-semibold">
              Categories
            </h3>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls the list from its tab stop */}
            <ul tabIndex={0} className="max-h-36 overflow-y-auto rounded-md text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {categories.map((category) => (
                <li key={category.id}>
                  <span className="font-mono text-foreground">{category.id}</span> {category.name}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="bulk-brands" className="rounded-xl border border-border p-3">
            <h3 id="bulk-brands" className="mb-2 font-semibold">
              Brands
            </h3>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls the list from its tab stop */}
            <ul tabIndex={0} className="max-h-36 overflow-y-auto rounded-md text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {brands.map((brand) => (
                <li key={brand.id}>
                  <span className="font-mono text-foreground">{brand.id}</span> {brand.name}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <Form form={form} onValid={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="bulk-products">Products</Label>
            <ProductsBox />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={bulk.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={bulk.isPending || text.trim() === ""}>
              {bulk.isPending ? "Creating Products..." : "Create Products"}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function ProductsBox() {
  const { control, field } = useFormField("products", "bulk-products");
  return (
    <Textarea
      {...control}
      {...field}
      name={undefined}
      rows={8}
      className="font-mono"
      placeholder={"Organic Cotton Onesie, 499, 1, 2, 25, Soft and breathable\nBaby Wipes, 199, 3, 4"}
    />
  );
}
