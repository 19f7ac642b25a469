import { NET_QUANTITY_UNITS } from "@shared/constants";
import type { ComponentProps } from "react";
import { get, useFormContext } from "react-hook-form";
import { useFormField } from "@/components/ui/form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import { imageUrl } from "@/lib/image-url";

/** Taller on a phone, so a finger finds it. */
const TAP_SIZE = "h-11 sm:h-10";

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="whitespace-normal break-words text-xs font-medium text-destructive">
      {error}
    </p>
  );
}

interface InlineInputProps extends Omit<ComponentProps<"input">, "name" | "id"> {
  name: string;
  id: string;
  /** Its name to a screen reader: "Price for Size M" (a table's cells show no label of their own). */
  label: string;
}

/** A text box of the surrounding Form, named by `label`, with its message under it. */
export function InlineInput({ name, id, label, className, ...props }: InlineInputProps) {
  const { control, field, error } = useFormField<string>(name, id);
  return (
    <div className={cn("grid gap-1", className)}>
      <Input {...props} {...control} {...field} aria-label={label} className={TAP_SIZE} />
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** The row's Active box, in a square large enough to tap. */
export function InlineCheckbox({ name, id, label }: { name: string; id: string; label: string }) {
  const { control, field } = useFormField<boolean>(name, id);
  return (
    <label htmlFor={id} className="inline-flex size-11 cursor-pointer items-center justify-center">
      <Checkbox {...control} checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} aria-label={label} />
    </label>
  );
}

const NO_UNIT = "";

/** The unit of the row's net quantity. */
export function InlineUnitSelect({ name, id, label }: { name: string; id: string; label: string }) {
  const { control, field, error } = useFormField<string>(name, id);
  return (
    <div className="grid gap-1">
      <NativeSelect {...control} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} aria-label={label} className="min-w-24">
        <option value={NO_UNIT}>No unit</option>
        {NET_QUANTITY_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </NativeSelect>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

interface InlinePictureSelectProps {
  name: string;
  id: string;
  label: string;
  /** The product's own pictures, the first its main one. */
  productImages: string[];
}

/**
 * The row's picture: one of the product's, or none (the shop then shows the product's). A variant that
 * has pictures of its own keeps them until another choice is made.
 */
export function InlinePictureSelect({ name, id, label, productImages }: InlinePictureSelectProps) {
  const { formState } = useFormContext();
  const listError = (get(formState.errors, `${name}.root`) as { message?: string } | undefined)?.message;
  const { control, field, error } = useFormField<string[]>(name, id, { otherError: listError });
  const chosen = field.value[0] ?? "";
  const ownPicture = chosen !== "" && !productImages.includes(chosen);
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        {chosen ? (
          <img src={imageUrl(chosen, { width: 40, height: 40 })} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg border border-border object-cover" />
        ) : (
          <span aria-hidden="true" className="size-10 shrink-0 rounded-lg border border-dashed border-border" />
        )}
        <NativeSelect
          {...control}
          value={chosen}
          onChange={(event) => field.onChange(event.target.value === "" ? [] : [event.target.value])}
          onBlur={field.onBlur}
          aria-label={label}
          className="min-w-36"
        >
          <option value="">No picture</option>
          {ownPicture ? <option value={chosen}>Its own picture</option> : null}
          {productImages.map((image, index) => (
            <option key={image} value={image}>
              {index === 0 ? "Picture 1 (main)" : `Picture ${index + 1}`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <FieldMessage id={id} error={error} />
    </div>
  );
}
