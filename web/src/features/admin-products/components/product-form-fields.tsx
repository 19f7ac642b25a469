import { GST_RATES } from "@shared/constants";
import type { Brand, CategoryWithSubcategories } from "@shared/schemas/catalog";
import type { ChangeEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { useProductForm } from "../hooks/use-product-form";
import { productFieldId as fid } from "../lib/field-ids";
import { salePriceOf } from "../lib/product-form-values";
import { DeclarationFields } from "./declaration-fields";
import { MediaUploader } from "./media-uploader";

interface ProductFormFieldsProps {
  form: ReturnType<typeof useProductForm>;
  categories: CategoryWithSubcategories[];
  brands: Brand[];
}

const NO_SUBCATEGORY = "none";
const CATEGORY_RATE = "category";

/** Every field of the admin product form (see docs/product/admin-products.md#add-and-edit), each with its message under it. */
export function ProductFormFields({ form, categories, brands }: ProductFormFieldsProps) {
  const { values, errors, setField, setList } = form;
  const subcategories = categories.find((category) => String(category.id) === values.categoryId)?.subcategories ?? [];
  const text = (name: "name" | "slug" | "sku" | "size" | "price" | "hsnCode") => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.target.value),
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={fid("name")} label="Product Name *" error={errors.name}>
        {(control) => <Input {...control} {...text("name")} autoComplete="off" />}
      </FormField>
      <FormField id={fid("slug")} label="Slug *" error={errors.slug}>
        {(control) => <Input {...control} {...text("slug")} autoComplete="off" />}
      </FormField>
      <FormField id={fid("shortDescription")} label="Short Description" error={errors.shortDescription} className="sm:col-span-2">
        {(control) => <Input {...control} value={values.shortDescription} onChange={(event) => setField("shortDescription", event.target.value)} />}
      </FormField>
      <FormField id={fid("description")} label="Description" error={errors.description} className="sm:col-span-2">
        {(control) => <Textarea {...control} rows={4} value={values.description} onChange={(event) => setField("description", event.target.value)} />}
      </FormField>
      <FormField id={fid("price")} label="Price (₹) *" error={errors.price}>
        {(control) => <Input {...control} {...text("price")} inputMode="decimal" placeholder="0.00" />}
      </FormField>
      <FormField id={fid("discountPercentage")} label="Discount (%)" error={errors.discountPercentage}>
        {(control) => (
          <Input
            {...control}
            type="number"
            min={0}
            max={100}
            step="0.01"
            value={values.discountPercentage}
            onChange={(event) => setField("discountPercentage", event.target.value)}
          />
        )}
      </FormField>
      <FormField id={fid("salePrice")} label="Sale Price (₹)" hint="Worked out from the price and the discount">
        {(control) => <Input {...control} readOnly value={salePriceOf(values.price, values.discountPercentage)} className="bg-muted" />}
      </FormField>
      <FormField id={fid("sku")} label="SKU" error={errors.sku}>
        {(control) => <Input {...control} {...text("sku")} autoComplete="off" />}
      </FormField>
      <FormField id={fid("stockQuantity")} label="Stock Quantity" error={errors.stockQuantity}>
        {(control) => (
          <Input
            {...control}
            type="number"
            min={0}
            step={1}
            value={values.stockQuantity}
            onChange={(event) => setField("stockQuantity", event.target.value)}
          />
        )}
      </FormField>
      <FormField id={fid("size")} label="Size" error={errors.size}>
        {(control) => <Input {...control} {...text("size")} placeholder="e.g. Small, Medium, XS to XL" />}
      </FormField>
      <FormField id={fid("categoryId")} label="Category *" error={errors.categoryId}>
        {(control) => (
          <Select value={values.categoryId} onValueChange={(value) => setField("categoryId", value)}>
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
      </FormField>
      <FormField id={fid("subcategoryId")} label="Subcategory" error={errors.subcategoryId}>
        {(control) => (
          <Select
            value={values.subcategoryId || NO_SUBCATEGORY}
            onValueChange={(value) => setField("subcategoryId", value === NO_SUBCATEGORY ? "" : value)}
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
      </FormField>
      <FormField id={fid("brandId")} label="Brand *" error={errors.brandId}>
        {(control) => (
          <Select value={values.brandId} onValueChange={(value) => setField("brandId", value)}>
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
      </FormField>
      <FormField id={fid("hsnCode")} label="HSN Code" hint="4, 6 or 8 digits; empty takes the category's" error={errors.hsnCode}>
        {(control) => <Input {...control} {...text("hsnCode")} inputMode="numeric" autoComplete="off" placeholder="e.g. 9619" />}
      </FormField>
      <FormField id={fid("gstRate")} label="GST Rate" error={errors.gstRate}>
        {(control) => (
          <Select value={values.gstRate || CATEGORY_RATE} onValueChange={(value) => setField("gstRate", value === CATEGORY_RATE ? "" : value)}>
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
      </FormField>
      <FormField id={fid("tags")} label="Tags" hint="Separate tags with commas" error={errors.tags}>
        {(control) => <Input {...control} value={values.tags} onChange={(event) => setField("tags", event.target.value)} placeholder="organic, cotton" />}
      </FormField>
      <DeclarationFields form={form} />
      <div className="sm:col-span-2">
        <MediaUploader kind="image" label="Images" value={values.images} onChange={(next) => setList("images", next)} error={errors.images} />
      </div>
      <div className="sm:col-span-2">
        <MediaUploader kind="video" label="Videos" value={values.videos} onChange={(next) => setList("videos", next)} error={errors.videos} />
      </div>
      <div className="flex flex-wrap gap-6 sm:col-span-2">
        <div className="flex items-center gap-3">
          <Switch id={fid("isActive")} checked={values.isActive} onCheckedChange={(checked) => setField("isActive", checked)} />
          <Label htmlFor={fid("isActive")}>Active</Label>
        </div>
        <div className="flex items-center gap-3">
          <Switch id={fid("isFeatured")} checked={values.isFeatured} onCheckedChange={(checked) => setField("isFeatured", checked)} />
          <Label htmlFor={fid("isFeatured")}>Featured</Label>
        </div>
      </div>
    </div>
  );
}
