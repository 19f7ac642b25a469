import { GST_RATES } from "@shared/constants";
import { type AdminCategoryTax, CategoryTaxFormSchema } from "@shared/schemas/admin-products";
import { FormProvider, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useFormField, useShopForm } from "@/components/ui/form";
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

type CategoryTaxForm = z.output<typeof CategoryTaxFormSchema>;

interface CategoryTaxValues {
  hsnCode: string;
  /** A GST slab, or "" for the shop's default. */
  gstRate: string;
}

/** The row's values as the server takes them, or the first message about them, shown under the HSN code. */
function checkCategoryTax({ hsnCode, gstRate }: CategoryTaxValues) {
  const checked = CategoryTaxFormSchema.safeParse({ hsnCode, gstRate: gstRate === "" ? null : Number(gstRate) });
  return checked.success ? { values: checked.data } : { errors: { hsnCode: checked.error.issues[0]?.message } };
}

function CategoryTaxRow({ category }: { category: AdminCategoryTax }) {
  const saved = { hsnCode: category.hsnCode ?? "", gstRate: category.gstRate === null ? "" : String(category.gstRate) };
  const form = useShopForm<CategoryTaxValues, CategoryTaxForm>({ defaultValues: saved, check: checkCategoryTax, recheck: "never" });
  const values = useWatch({ control: form.control });
  const update = useUpdateCategoryTax();
  const changed = values.hsnCode !== saved.hsnCode || values.gstRate !== saved.gstRate;

  // A row of a table cannot hold a <form>: Save checks and sends the row itself.
  const save = form.handleSubmit((tax) =>
    update.mutate(
      { id: category.id, tax },
      {
        onSuccess: (done) => toast({ title: "GST Saved", description: `${done.name}: ${done.gstRate ?? 18}% GST${done.hsnCode ? `, HSN ${done.hsnCode}` : ""}.` }),
        onError: (failure) => form.setError("hsnCode", { type: "server", message: errorMessage(failure, "The GST settings could not be saved. Please try again.") }),
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <tr>
        <th scope="row" className="py-2 pr-3 text-left font-medium">
          {category.name}
        </th>
        <td className="py-2 pr-3">
          <HsnCodeBox category={category} />
        </td>
        <td className="py-2 pr-3">
          <GstRateList category={category} />
        </td>
        <td className="py-2 text-right">
          <Button size="sm" variant="outline" disabled={!changed || update.isPending} onClick={() => void save()}>
            {update.isPending ? "Saving..." : "Save"}
          </Button>
        </td>
      </tr>
    </FormProvider>
  );
}

function HsnCodeBox({ category }: { category: AdminCategoryTax }) {
  const hsnId = `category-${category.id}-hsn`;
  const { control, field, error } = useFormField("hsnCode", hsnId);
  return (
    <>
      <label htmlFor={hsnId} className="sr-only">
        HSN code of {category.name}
      </label>
      <Input {...control} {...field} name={undefined} inputMode="numeric" autoComplete="off" placeholder="None" className="max-w-32" />
      {error ? (
        <p id={`${hsnId}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function GstRateList({ category }: { category: AdminCategoryTax }) {
  const { control, field } = useFormField("gstRate", `category-${category.id}-gst`);
  return (
    <NativeSelect {...control} {...field} id={undefined} name={undefined} aria-label={`GST rate of ${category.name}`} className="max-w-40">
      <option value="">Default (18%)</option>
      {GST_RATES.map((rate) => (
        <option key={rate} value={String(rate)}>
          {rate}%
        </option>
      ))}
    </NativeSelect>
  );
}
