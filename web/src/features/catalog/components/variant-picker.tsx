import type { ProductDetail, ProductOption, ProductVariant } from "@shared/schemas/catalog";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
import { valueSoldOut, variantPicking } from "../lib/variant-choice";

interface VariantPickerProps {
  product: ProductDetail;
  chosen: ProductVariant;
  onChoose: (variant: ProductVariant) => void;
  /** The cart form the radios belong to: without the page's script, it sends the values chosen (`option[Size]=M`). */
  form: string;
}

/**
 * One radio group per option (Size, Pack), named by the option; each value a radio named by its value,
 * with its fit note. A value whose every variant is sold out is shown so and cannot be chosen.
 */
export function VariantPicker({ product, chosen, onChoose, form }: VariantPickerProps) {
  return (
    <div className="flex flex-col gap-4">
      {product.options.map((option) => (
        <OptionGroup key={option.name} option={option} chosenValue={chosen.options[option.name]}>
          {option.values.map(({ value, note }) => {
            const soldOut = valueSoldOut(product, option.name, value);
            return (
              <ValueRadio
                key={value}
                option={option.name}
                value={value}
                note={note}
                soldOut={soldOut}
                checked={chosen.options[option.name] === value}
                form={form}
                onPick={() => {
                  const next = variantPicking(product, chosen, option.name, value);
                  if (next && next.id !== chosen.id) onChoose(next);
                }}
              />
            );
          })}
        </OptionGroup>
      ))}
    </div>
  );
}

function OptionGroup({ option, chosenValue, children }: { option: ProductOption; chosenValue: string | undefined; children: ReactNode }) {
  const labelId = useId();
  return (
    <div>
      <div role="radiogroup" aria-labelledby={labelId}>
        <p className="mb-2 text-sm">
          <span id={labelId} className="font-semibold">
            {option.name}
          </span>
          {chosenValue ? <span className="text-muted-foreground">: {chosenValue}</span> : null}
        </p>
        <div className="flex flex-wrap gap-2">{children}</div>
      </div>
      <FitGuide option={option} />
    </div>
  );
}

/** "Size guide": the option's values with their fit notes, as a table that opens in place (no script needed). */
function FitGuide({ option }: { option: ProductOption }) {
  if (!option.values.some((entry) => entry.note)) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="w-fit cursor-pointer rounded font-semibold text-primary-strong underline-offset-2 hover:underline">{option.name} guide</summary>
      <table className="mt-2 w-full max-w-sm overflow-hidden rounded-xl border border-border text-left">
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {option.name}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Fits
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {option.values.map(({ value, note }) => (
            <tr key={value}>
              <th scope="row" className="px-3 py-2 font-semibold">
                {value}
              </th>
              <td className="px-3 py-2 text-muted-foreground">{note ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

interface ValueRadioProps {
  option: string;
  value: string;
  note: string | undefined;
  soldOut: boolean;
  checked: boolean;
  form: string;
  onPick: () => void;
}

function ValueRadio({ option, value, note, soldOut, checked, form, onPick }: ValueRadioProps) {
  const descriptionId = useId();
  const description = [note, soldOut ? "Sold out" : undefined].filter(Boolean).join(", ");
  return (
    <label
      className={cn(
        "relative flex min-h-11 min-w-14 cursor-pointer flex-col items-center justify-center rounded-xl border border-input bg-card px-3 py-1.5 text-center transition-colors",
        "has-focus-visible:ring-2 has-focus-visible:ring-ring hover:border-primary",
        checked && "border-primary bg-primary/10 ring-1 ring-primary",
        soldOut && "cursor-not-allowed border-dashed bg-muted text-muted-foreground hover:border-input",
      )}
    >
      <input
        type="radio"
        className="sr-only"
        form={form}
        name={`option[${option}]`}
        value={value}
        checked={checked}
        disabled={soldOut}
        aria-label={value}
        aria-describedby={description ? descriptionId : undefined}
        onChange={onPick}
      />
      <span className={cn("text-sm font-semibold", soldOut && "line-through")}>{value}</span>
      {description ? (
        <span id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </span>
      ) : null}
    </label>
  );
}
