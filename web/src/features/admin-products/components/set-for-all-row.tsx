import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { VariantRowFields } from "../lib/variant-rows";

type BulkField = "price" | "stockQuantity";

interface SetForAllRowProps {
  /** Puts the value into that column of every row. */
  onApply: (change: Partial<Pick<VariantRowFields, BulkField>>) => void;
}

/** "Set for all": one price and one stock, each with its own "Apply to all". */
export function SetForAllRow({ onApply }: SetForAllRowProps) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-dashed border-border p-3 sm:grid-cols-2 sm:p-4">
      <legend className="px-1 text-sm font-semibold">Set for all</legend>
      <BulkValue field="price" label="Price for all variants (₹)" placeholder="0.00" inputMode="decimal" onApply={onApply} />
      <BulkValue field="stockQuantity" label="Stock for all variants" placeholder="0" inputMode="numeric" onApply={onApply} />
    </fieldset>
  );
}

interface BulkValueProps extends SetForAllRowProps {
  field: BulkField;
  label: string;
  placeholder: string;
  inputMode: "decimal" | "numeric";
}

function BulkValue({ field, label, placeholder, inputMode, onApply }: BulkValueProps) {
  const [value, setValue] = useState("");
  const id = `variants-all-${field}`;
  const apply = () => onApply({ [field]: value.trim() });
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (value.trim() !== "") apply();
          }}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete="off"
          className="h-11 sm:h-10"
        />
        <Button variant="outline" className="h-11 sm:h-10" onClick={apply} disabled={value.trim() === ""} aria-label={field === "price" ? "Apply to all prices" : "Apply to all stock"}>
          Apply to all
        </Button>
      </div>
    </div>
  );
}
