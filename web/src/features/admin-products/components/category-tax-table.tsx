import { GST_RATES } from "@shared/constants";
import { type AdminCategoryTax, CategoryTaxFormSchema } from "@shared/schemas/admin-products";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCategoryTax } from "../api/get-category-tax";
import { useUpdateCategoryTax } from "../api/update-category-tax";

/** 'GST by category' (see docs/product/admin-products.md#gst): each category's HSN code and rate, the default of its products. */
export function CategoryTaxTable() {
  const { data: categories } = useCategoryTax();
  return (
    <Card>
      <CardHeader className="pb-0 sm:pb-0">
        <h2 className="text-lg font-semibold leading-tight">GST by category</h2>
        <p className="text-sm text-muted-foreground">Products without their own HSN code or GST rate take their category&apos;s; a category without a rate is 18%.</p>
      </CardHeader>
      <CardContent>
        {categories ? (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-2 font-medium">
                  Category
                </th>
                <th scope="col" className="py-2 font-medium">
                  HSN Code
                </th>
                <th scope="col" className="py-2 font-medium">
                  GST Rate
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Save</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {categories.map((category) => (
                <CategoryTaxRow key={`${category.id}-${category.hsnCode}-${category.gstRate}`} category={category} />
              ))}
            </tbody>
          </table>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

function CategoryTaxRow({ category }: { category: AdminCategoryTax }) {
  const [hsnCode, setHsnCode] = useState(category.hsnCode ?? "");
  const [gstRate, setGstRate] = useState(category.gstRate === null ? "" : String(category.gstRate));
  const [error, setError] = useState<string>();
  const update = useUpdateCategoryTax();
  const changed = hsnCode !== (category.hsnCode ?? "") || gstRate !== (category.gstRate === null ? "" : String(category.gstRate));

  function save() {
    const tax = { hsnCode, gstRate: gstRate === "" ? null : Number(gstRate) };
    const checked = CategoryTaxFormSchema.safeParse(tax);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(
      { id: category.id, tax: checked.data },
      {
        onSuccess: (saved) => toast({ title: "GST Saved", description: `${saved.name}: ${saved.gstRate ?? 18}% GST${saved.hsnCode ? `, HSN ${saved.hsnCode}` : ""}.` }),
        onError: (failure) => setError(errorMessage(failure, "The GST settings could not be saved. Please try again.")),
      },
    );
  }

  const hsnId = `category-${category.id}-hsn`;
  const errorId = `category-${category.id}-tax-error`;
  return (
    <tr>
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {category.name}
      </th>
      <td className="py-2 pr-3">
        <label htmlFor={hsnId} className="sr-only">
          HSN code of {category.name}
        </label>
        <Input
          id={hsnId}
          value={hsnCode}
          onChange={(event) => setHsnCode(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          placeholder="None"
          className="max-w-32"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </td>
      <td className="py-2 pr-3">
        <NativeSelect aria-label={`GST rate of ${category.name}`} value={gstRate} onChange={(event) => setGstRate(event.target.value)} className="max-w-40">
          <option value="">Default (18%)</option>
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate}%
            </option>
          ))}
        </NativeSelect>
      </td>
      <td className="py-2 text-right">
        <Button size="sm" variant="outline" disabled={!changed || update.isPending} onClick={save}>
          {update.isPending ? "Saving..." : "Save"}
        </Button>
      </td>
    </tr>
  );
}
