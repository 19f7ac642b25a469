import { MAKER_ROLES, type MakerRole, NET_QUANTITY_UNITS } from "@shared/constants";
import type { ChangeEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { useProductForm } from "../hooks/use-product-form";
import { productFieldId as fid } from "../lib/field-ids";

const NONE = "none";
const ROLE_NAMES: Record<MakerRole, string> = { manufacturer: "Manufacturer", packer: "Packer", importer: "Importer" };

type TextField = "mrp" | "netQuantity" | "countryOfOrigin" | "makerName" | "makerAddress" | "bestBeforeMonths";

/**
 * The package's declarations in the product form: MRP, net quantity and unit, country of origin, who
 * made, packed or imported it, and how long a consumable keeps (see docs/product/admin-products.md#declarations).
 */
export function DeclarationFields({ form }: { form: ReturnType<typeof useProductForm> }) {
  const { values, errors, setField } = form;
  const text = (name: TextField) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(name, event.target.value),
  });

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border border-border p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">Declarations</legend>
      <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">What the package says. Leave a field empty when it does not apply.</p>
      <FormField id={fid("mrp")} label="MRP (₹)" hint="Inclusive of all taxes; the selling price may not exceed it" error={errors.mrp}>
        {(control) => <Input {...control} {...text("mrp")} inputMode="decimal" placeholder="0.00" autoComplete="off" />}
      </FormField>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] items-start gap-3">
        <FormField id={fid("netQuantity")} label="Net Quantity" error={errors.netQuantity}>
          {(control) => <Input {...control} {...text("netQuantity")} inputMode="decimal" placeholder="e.g. 200" autoComplete="off" />}
        </FormField>
        <FormField id={fid("netQuantityUnit")} label="Unit" error={errors.netQuantityUnit}>
          {(control) => (
            <Select value={values.netQuantityUnit || NONE} onValueChange={(value) => setField("netQuantityUnit", value === NONE ? "" : value)}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE}>No unit</SelectItem>
                {NET_QUANTITY_UNITS.map((unit) => (
                  <SelectItem key={unit} value={unit}>
                    {unit}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </div>
      <FormField id={fid("countryOfOrigin")} label="Country of Origin" hint="Where it was made, e.g. India" error={errors.countryOfOrigin}>
        {(control) => <Input {...control} {...text("countryOfOrigin")} placeholder="India" autoComplete="off" />}
      </FormField>
      <FormField id={fid("bestBeforeMonths")} label="Best Before (months)" hint="Consumables only: months from manufacture, 1 to 120" error={errors.bestBeforeMonths}>
        {(control) => <Input {...control} {...text("bestBeforeMonths")} type="number" min={1} max={120} step={1} placeholder="e.g. 24" />}
      </FormField>
      <FormField id={fid("makerRole")} label="Made, Packed or Imported By" error={errors.makerRole}>
        {(control) => (
          <Select value={values.makerRole || NONE} onValueChange={(value) => setField("makerRole", value === NONE ? "" : value)}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>Not given</SelectItem>
              {MAKER_ROLES.map((role) => (
                <SelectItem key={role} value={role}>
                  {ROLE_NAMES[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField id={fid("makerName")} label="Name" error={errors.makerName}>
        {(control) => <Input {...control} {...text("makerName")} placeholder="e.g. Sunrise Hygiene Products Pvt. Ltd." autoComplete="off" />}
      </FormField>
      <FormField id={fid("makerAddress")} label="Address" error={errors.makerAddress} className="sm:col-span-2">
        {(control) => <Textarea {...control} {...text("makerAddress")} rows={2} placeholder="Plot, area, city, state and PIN code" />}
      </FormField>
    </fieldset>
  );
}
