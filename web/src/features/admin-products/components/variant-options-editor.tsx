import { sameOptionText } from "@shared/option-words";
import { MAX_OPTION_VALUES, MAX_OPTIONS } from "@shared/schemas/admin-variants";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { get, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { newKey, optionTitle, type VariantsFormValues } from "../lib/variant-rows";
import { InlineInput } from "./variant-cell-fields";

const SUGGESTED_NAMES = ["Size", "Colour", "Pack", "Capacity", "Volume"];
const SUGGESTIONS_ID = "option-name-suggestions";

interface VariantOptionsEditorProps {
  /** Called after a value or option is added, removed or moved, so the rows follow. */
  onStructureChange: () => void;
}

/** The product's options (Size, Colour…), each with its values in order and their notes. */
export function VariantOptionsEditor({ onStructureChange }: VariantOptionsEditorProps) {
  const { control, formState } = useFormContext<VariantsFormValues>();
  const options = useFieldArray({ control, name: "options" });
  const listError = (get(formState.errors, "options.root") as { message?: string } | undefined)?.message;

  return (
    <section aria-labelledby="variant-options-heading" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="variant-options-heading" className="font-semibold">
          Options
        </h3>
        <Button variant="outline" onClick={() => options.append({ key: newKey(), name: "", values: [] })} disabled={options.fields.length >= MAX_OPTIONS}>
          <Plus aria-hidden="true" />
          Add option
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {options.fields.length === 0
          ? "No options: the product is sold as it is. Add one (Size, Colour, Pack…) to sell it in variants."
          : `Up to ${MAX_OPTIONS} options. A value may carry a note, such as a fit band (7–12 kg).`}
      </p>
      {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
      {options.fields.map((field, index) => (
        <OptionEditor
          key={field.id}
          index={index}
          onStructureChange={onStructureChange}
          onRemove={() => {
            options.remove(index);
            onStructureChange();
          }}
        />
      ))}
      <datalist id={SUGGESTIONS_ID}>
        {SUGGESTED_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </section>
  );
}

interface OptionEditorProps {
  index: number;
  onRemove: () => void;
  onStructureChange: () => void;
}

function OptionEditor({ index, onRemove, onStructureChange }: OptionEditorProps) {
  const { control, formState } = useFormContext<VariantsFormValues>();
  const values = useFieldArray({ control, name: `options.${index}.values` });
  // Absent for a moment while the option is being removed.
  const option = useWatch({ control, name: `options.${index}` }) ?? { key: "", name: "", values: [] };
  const title = optionTitle(option, index);
  const [newValue, setNewValue] = useState("");
  const [refusal, setRefusal] = useState<string>();
  const listError = (get(formState.errors, `options.${index}.values.root`) as { message?: string } | undefined)?.message;
  const full = values.fields.length >= MAX_OPTION_VALUES;
  const newValueId = `option-${index}-new-value`;

  function add() {
    const value = newValue.trim();
    if (value === "") return;
    if (option.values.some((entry) => sameOptionText(entry.value, value))) {
      setRefusal(`"${value}" is already a value of ${title}`);
      return;
    }
    values.append({ key: newKey(), value, note: "" }, { shouldFocus: false });
    setNewValue("");
    setRefusal(undefined);
    onStructureChange();
  }

  function change(apply: () => void) {
    apply();
    onStructureChange();
  }

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <Field name={`options.${index}.name`} id={`option-${index}-name`} label={`Option ${index + 1} name`} className="min-w-0 flex-1 basis-48">
          {(control, field) => <Input {...control} {...field} list={SUGGESTIONS_ID} placeholder="e.g. Size" autoComplete="off" className="h-11 sm:h-10" />}
        </Field>
        <Button variant="outline" className="h-11 text-destructive sm:h-10" onClick={onRemove} aria-label={`Remove option ${title}`}>
          <Trash2 aria-hidden="true" />
          Remove option
        </Button>
      </div>
      {values.fields.length > 0 ? (
        <ol className="grid gap-3" aria-label={`Values of ${title}`}>
          {values.fields.map((field, at) => {
            const text = option.values[at]?.value.trim() || `value ${at + 1}`;
            return (
              <li key={field.id} className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
                <InlineInput name={`options.${index}.values.${at}.value`} id={`option-${index}-value-${at}`} label={`${title} value ${at + 1}`} autoComplete="off" />
                <InlineInput name={`options.${index}.values.${at}.note`} id={`option-${index}-note-${at}`} label={`Note for ${title} ${text}`} placeholder="Note, e.g. 7–12 kg" />
                <div className="col-span-2 flex justify-end gap-1 sm:col-span-1">
                  <Button variant="ghost" size="icon" aria-label={`Move ${title} ${text} up`} disabled={at === 0} onClick={() => change(() => values.move(at, at - 1))}>
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${title} ${text} down`}
                    disabled={at === values.fields.length - 1}
                    onClick={() => change(() => values.move(at, at + 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  {/* The last value stays: remove the option instead. */}
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive"
                    aria-label={`Remove ${title} ${text}`}
                    disabled={values.fields.length === 1}
                    onClick={() => change(() => values.remove(at))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
      <div className="flex flex-wrap items-start gap-2">
        <div className="grid min-w-0 flex-1 basis-40 gap-1">
          <Input
            aria-label={`New ${title} value`}
            aria-describedby={refusal ? `${newValueId}-error` : undefined}
            aria-invalid={refusal ? true : undefined}
            value={newValue}
            onChange={(event) => setNewValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              // Enter adds the value here instead of saving the whole form.
              event.preventDefault();
              add();
            }}
            placeholder="New value"
            autoComplete="off"
            disabled={full}
            className="h-11 sm:h-10"
          />
          {refusal ? (
            <p id={`${newValueId}-error`} className="text-xs font-medium text-destructive">
              {refusal}
            </p>
          ) : null}
        </div>
        <Button variant="outline" className="h-11 sm:h-10" onClick={add} disabled={full} aria-label={`Add value to ${title}`}>
          <Plus aria-hidden="true" />
          Add value
        </Button>
      </div>
    </fieldset>
  );
}
