import type { FieldArrayWithId } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { optionTitle, type OptionFields, rowLabel, rowValues, type VariantsFormValues } from "../lib/variant-rows";
import { InlineCheckbox, InlineInput, InlinePictureSelect, InlineUnitSelect } from "./variant-cell-fields";

interface VariantTableProps {
  rows: FieldArrayWithId<VariantsFormValues, "variants">[];
  productImages: string[];
}

const HEAD = "px-2 py-2 text-left text-xs font-semibold text-muted-foreground";
const CELL = "px-2 py-2 align-top";

/** One row per variant, in a box that scrolls sideways on a narrow screen; each input named after its row ("Price for Size M"). */
export function VariantTable({ rows, productImages }: VariantTableProps) {
  const options = useWatch<VariantsFormValues, "options">({ name: "options" });
  const titles = options.flatMap((option, index) => (option.values.length > 0 ? [optionTitle(option, index)] : []));
  return (
    <div className="min-w-0 overflow-x-auto rounded-xl border border-border" role="region" aria-label="Variants">
      <table className="w-full min-w-max border-collapse text-sm">
        <thead className="bg-muted/50">
          <tr>
            {titles.map((title, index) => (
              <th key={index} scope="col" className={HEAD}>
                {title}
              </th>
            ))}
            <th scope="col" className={HEAD}>SKU</th>
            <th scope="col" className={HEAD}>Price (₹) *</th>
            <th scope="col" className={HEAD}>Discount (%)</th>
            <th scope="col" className={HEAD}>MRP (₹)</th>
            <th scope="col" className={HEAD}>Stock</th>
            <th scope="col" className={HEAD}>Active</th>
            <th scope="col" className={HEAD}>Picture</th>
            <th scope="col" className={HEAD}>Net quantity</th>
            <th scope="col" className={HEAD}>Unit</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row, index) => (
            <VariantRow key={row.id} index={index} options={options} row={row} productImages={productImages} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface VariantRowProps {
  index: number;
  options: OptionFields[];
  row: FieldArrayWithId<VariantsFormValues, "variants">;
  productImages: string[];
}

function VariantRow({ index, options, row, productImages }: VariantRowProps) {
  const label = rowLabel(options, row);
  const name = (field: string) => `variants.${index}.${field}`;
  const id = (field: string) => `variant-${index}-${field}`;
  return (
    <tr data-testid="variant-row">
      {rowValues(options, row).map(([, value], column) => (
        <th key={column} scope="row" className={`${CELL} max-w-40 whitespace-normal break-words pt-4 text-left font-medium`}>
          {value}
        </th>
      ))}
      <td className={CELL}>
        <InlineInput name={name("sku")} id={id("sku")} label={`SKU for ${label}`} autoComplete="off" className="w-36" />
      </td>
      <td className={CELL}>
        <InlineInput name={name("price")} id={id("price")} label={`Price for ${label}`} inputMode="decimal" placeholder="0.00" className="w-28" />
      </td>
      <td className={CELL}>
        <InlineInput name={name("discountPercentage")} id={id("discountPercentage")} label={`Discount for ${label}`} inputMode="decimal" className="w-20" />
      </td>
      <td className={CELL}>
        <InlineInput name={name("mrp")} id={id("mrp")} label={`MRP for ${label}`} inputMode="decimal" placeholder="0.00" className="w-28" />
      </td>
      <td className={CELL}>
        <InlineInput name={name("stockQuantity")} id={id("stockQuantity")} label={`Stock for ${label}`} inputMode="numeric" className="w-20" />
      </td>
      <td className={CELL}>
        <InlineCheckbox name={name("isActive")} id={id("isActive")} label={`Active for ${label}`} />
      </td>
      <td className={CELL}>
        <InlinePictureSelect name={name("images")} id={id("images")} label={`Picture for ${label}`} productImages={productImages} />
      </td>
      <td className={CELL}>
        <InlineInput name={name("netQuantity")} id={id("netQuantity")} label={`Net quantity for ${label}`} inputMode="decimal" className="w-24" />
      </td>
      <td className={CELL}>
        <InlineUnitSelect name={name("netQuantityUnit")} id={id("netQuantityUnit")} label={`Unit for ${label}`} />
      </td>
    </tr>
  );
}
