import { MAKER_ROLES, type MakerRole, NET_QUANTITY_UNITS } from "@shared/constants";
import { Field } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { productFieldId as fid } from "../lib/field-ids";
import { readOnlyPerVariant } from "../lib/per-variant-fields";

const NONE = "none";
const ROLE_NAMES: Record<MakerRole, string> = { manufacturer: "Manufacturer", packer: "Packer", importer: "Importer" };

/**
 * The package's declarations in the product form: MRP, net quantity and unit, country of origin, who
 * made, packed or imported it, and how long a consumable keeps (see docs/product/admin-products.md#declarations).
 */
export function DeclarationFields({ setPerVariant = false }: { setPerVariant?: boolean }) {
  const perVariant = readOnlyPerVariant(setPerVariant);
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border border-border p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">Declarations</legend>
      <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">What the package says. Leave a field empty when it does not apply.</p>
      <Field name="mrp" id={fid("mrp")} label="MRP (₹)" hint={perVariant.hint ?? "Inclusive of all taxes; the selling price may not exceed it"}>
        {(control, field) => <Input {...control} {...field} {...perVariant.input} inputMode="decimal" placeholder="0.00" autoComplete="off" />}
      </Field>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] items-start gap-3">
        <Field name="netQuantity" id={fid("netQuantity")} label="Net Quantity" hint={perVariant.hint}>
          {(control, field) => <Input {...control} {...field} {...perVariant.input} inputMode="decimal" placeholder="e.g. 200" autoComplete="off" />}
        </Field>
        <Field name="netQuantityUnit" id={fid("netQuantityUnit")} label="Unit">
          {(control, field) => (
            <Select value={field.value || NONE} onValueChange={(value) => field.onChange(value === NONE ? "" : value)} disabled={setPerVariant}>
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
        </Field>
      </div>
      <Field name="countryOfOrigin" id={fid("countryOfOrigin")} label="Country of Origin" hint="Where it was made, e.g. India">
        {(control, field) => <Input {...control} {...field} placeholder="India" autoComplete="off" />}
      </Field>
      <Field name="bestBeforeMonths" id={fid("bestBeforeMonths")} label="Best Before (months)" hint="Consumables only: months from manufacture, 1 to 120">
        {(control, field) => <Input {...control} {...field} type="number" min={1} max={120} step={1} placeholder="e.g. 24" />}
      </Field>
      <Field name="makerRole" id={fid("makerRole")} label="Made, Packed or Imported By">
        {(control, field) => (
          <Select value={field.value || NONE} onValueChange={(value) => field.onChange(value === NONE ? "" : value)}>
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
      </Field>
      <Field name="makerName" id={fid("makerName")} label="Name">
        {(control, field) => <Input {...control} {...field} placeholder="e.g. Sunrise Hygiene Products Pvt. Ltd." autoComplete="off" />}
      </Field>
      <Field name="makerAddress" id={fid("makerAddress")} label="Address" className="sm:col-span-2">
        {(control, field) => <Textarea {...control} {...field} rows={2} placeholder="Plot, area, city, state and PIN code" />}
      </Field>
    </fieldset>
  );
}
