import { GST_RATES } from "@shared/constants";
import type { Brand, CategoryWithSubcategories } from "@shared/schemas/catalog";
import { slugify } from "@shared/slug";
import { useFormContext, useWatch } from "react-hook-form";
import { Field, useFormField } from "@/components/ui/form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { productFieldId as fid } from "../lib/field-ids";
import { readOnlyPerVariant } from "../lib/per-variant-fields";
import { type ProductFormValues, salePriceOf } from "../lib/product-form-values";
import { DeclarationFields } from "./declaration-fields";
import { MediaUploader } from "./media-uploader";

interface ProductFormFieldsProps {
  /** Adding a product: the slug follows the name (editing, only while the slug is empty). */
  creating: boolean;
  categories: CategoryWithSubcategories[];
  brands: Brand[];
  /** Sold in several variants: price, discount, SKU, stock, MRP and net quantity are each variant's, shown read-only here. */
  setPerVariant?: boolean;
}

const NO_SUBCATEGORY = "none";
const CATEGORY_RATE = "category";

/** Every field of the admin product form (see docs/product/admin-products.md#add-and-edit), in the surrounding Form, each with its message under it. */
export function ProductFormFields({ creating, categories, brands, setPerVariant = false }: ProductFormFieldsProps) {
  const { control, getValues, setValue } = useFormContext<ProductFormValues>();
  const [categoryId, price, discountPercentage] = useWatch({ control, name: ["categoryId", "price", "discountPercentage"] });
  const subcategories = categories.find((category) => String(category.id) === categoryId)?.subcategories ?? [];
  const nameChanged = (name: string) => {
    if (creating || getValues("slug").trim() === "") setValue("slug", slugify(name));
  };
  const perVariant = readOnlyPerVariant(setPerVariant);
  const categoryChosen = (chosen: string) => {
    if (chosen !== getValues("categoryId")) setValue("subcategoryId", "");
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name="name" id={fid("name")} label="Product Name *">
        {(control, field) => (
          <Input
            {...control}
            {...field}
            onChange={(event) => {
              // The slug first, so that both are in place when the name's change is checked.
              nameChanged(event.target.value);
              field.onChange(event);
            }}
            autoComplete="off"
          />
        )}
      </Field>
      <Field name="slug" id={fid("slug")} label="Slug *">
        {(control, field) => <Input {...control} {...field} autoComplete="off" />}
      </Field>
      <Field name="shortDescription" id={fid("shortDescription")} label="Short Description" className="sm:col-span-2">
        {(control, field) => <Input {...control} {...field} />}
      </Field>
      <Field name="description" id={fid("description")} label="Description" className="sm:col-span-2">
        {(control, field) => <Textarea {...control} {...field} rows={4} />}
      </Field>
      <Field name="price" id={fid("price")} label="Price (₹) *" hint={perVariant.hint}>
        {(control, field) => <Input {...control} {...field} {...perVariant.input} inputMode="decimal" placeholder="0.00" />}
      </Field>
      <Field name="discountPercentage" id={fid("discountPercentage")} label="Discount (%)" hint={perVariant.hint}>
        {(control, field) => (
          <Input
            {...control}
            type="number"
            min={0}
            max={100}
            step="0.01"
            {...field}
            {...perVariant.input}
          />
        )}
      </Field>
      <FormField id={fid("salePrice")} label="Sale Price (₹)" hint="Worked out from the price and the discount">
        {(control) => <Input {...control} readOnly value={salePriceOf(price, discountPercentage)} className="bg-muted" />}
      </FormField>
      <Field name="sku" id={fid("sku")} label="SKU" hint={perVariant.hint}>
        {(control, field) => <Input {...control} {...field} {...perVariant.input} autoComplete="off" />}
      </Field>
      <Field name="stockQuantity" id={fid("stockQuantity")} label="Stock Quantity" hint={perVariant.hint}>
        {(control, field) => (
          <Input
            {...control}
            type="number"
            min={0}
            step={1}
            {...field}
            {...perVariant.input}
          />
        )}
      </Field>
      <Field name="size" id={fid("size")} label="Size">
        {(control, field) => <Input {...control} {...field} placeholder="e.g. Small, Medium, XS to XL" />}
      </Field>
      <Field name="categoryId" id={fid("categoryId")} label="Category *">
        {(control, field) => (
          <Select
            value={field.value}
            onValueChange={(value) => {
              categoryChosen(value);
              field.onChange(value);
            }}
          >
            <SelectTrigger {...control}>
              <SelectValue placeholder="Select a category" />
            </SelectTrigger>
            <SelectContent>
              {categories.map((category) => (
                <SelectItem key={category.id} value={String(category.id)}>
                  {category.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field name="subcategoryId" id={fid("subcategoryId")} label="Subcategory">
        {(control, field) => (
          <Select
            value={field.value || NO_SUBCATEGORY}
            onValueChange={(value) => field.onChange(value === NO_SUBCATEGORY ? "" : value)}
            disabled={subcategories.length === 0}
          >
            <SelectTrigger {...control}>
              <SelectValue placeholder="Select a subcategory" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_SUBCATEGORY}>No subcategory</SelectItem>
              {subcategories.map((subcategory) => (
                <SelectItem key={subcategory.id} value={String(subcategory.id)}>
                  {subcategory.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field name="brandId" id={fid("brandId")} label="Brand *">
        {(control, field) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger {...control}>
              <SelectValue placeholder="Select a brand" />
            </SelectTrigger>
            <SelectContent>
              {brands.map((brand) => (
                <SelectItem key={brand.id} value={String(brand.id)}>
                  {brand.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field name="hsnCode" id={fid("hsnCode")} label="HSN Code" hint="4, 6 or 8 digits; empty takes the category's">
        {(control, field) => <Input {...control} {...field} inputMode="numeric" autoComplete="off" placeholder="e.g. 9619" />}
      </Field>
      <Field name="gstRate" id={fid("gstRate")} label="GST Rate">
        {(control, field) => (
          <Select value={field.value || CATEGORY_RATE} onValueChange={(value) => field.onChange(value === CATEGORY_RATE ? "" : value)}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={CATEGORY_RATE}>Default from category</SelectItem>
              {GST_RATES.map((rate) => (
                <SelectItem key={rate} value={String(rate)}>
                  {rate}%
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field name="tags" id={fid("tags")} label="Tags" hint="Separate tags with commas">
        {(control, field) => <Input {...control} {...field} placeholder="organic, cotton" />}
      </Field>
      <DeclarationFields setPerVariant={setPerVariant} />
      <div className="sm:col-span-2">
        <MediaField kind="image" name="images" label="Images" />
      </div>
      <div className="sm:col-span-2">
        <MediaField kind="video" name="videos" label="Videos" />
      </div>
      <div className="flex flex-wrap gap-6 sm:col-span-2">
        <SwitchField name="isActive" label="Active" />
        <SwitchField name="isFeatured" label="Featured" />
      </div>
    </div>
  );
}

function MediaField({ kind, name, label }: { kind: "image" | "video"; name: "images" | "videos"; label: string }) {
  const { getValues, setValue } = useFormContext<ProductFormValues>();
  const { field, error } = useFormField<string[]>(name, fid(name));
  // Uploads that finish together each add their path to the latest list.
  const change = (next: string[] | ((previous: string[]) => string[])) => setValue(name, typeof next === "function" ? next(getValues(name)) : next);
  return <MediaUploader kind={kind} label={label} value={field.value} onChange={change} error={error} />;
}

function SwitchField({ name, label }: { name: "isActive" | "isFeatured"; label: string }) {
  const { control, field } = useFormField<boolean>(name, fid(name));
  return (
    <div className="flex items-center gap-3">
      <Switch {...control} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
      <Label htmlFor={fid(name)}>{label}</Label>
    </div>
  );
}
