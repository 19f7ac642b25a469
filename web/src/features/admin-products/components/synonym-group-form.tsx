import type { SearchSynonymGroupForm } from "@shared/schemas/search-synonyms";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Form, focusFirstField, useShopForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { checkTermsText, refusalOf, textOfTerms } from "../lib/synonym-terms";

export const SYNONYMS_HINT = "Words shoppers use for the same thing, separated by commas: nappy, diaper";

interface SynonymGroupFormProps {
  /** The field's id, unique on the page. */
  id: string;
  label: string;
  /** The words of the group being edited; none for a new group. */
  terms?: readonly string[];
  submitLabel: string;
  pendingLabel: string;
  /** Saves the group; a refusal is shown at the field. */
  onSave: (group: SearchSynonymGroupForm) => Promise<unknown>;
  /** Empties the field once saved (adding one group after another). */
  clearOnSave?: boolean;
  onCancel?: () => void;
  /** Puts the cursor in the field as it appears (editing a group just opened). */
  focusOnOpen?: boolean;
}

/** One text field of words separated by commas, checked here by the server's rules, then saved. */
export function SynonymGroupForm({ id, label, terms, submitLabel, pendingLabel, onSave, clearOnSave, onCancel, focusOnOpen }: SynonymGroupFormProps) {
  const form = useShopForm<{ terms: string }, SearchSynonymGroupForm>({
    defaultValues: { terms: textOfTerms(terms ?? []) },
    check: ({ terms: text }) => {
      const checked = checkTermsText(text);
      return "error" in checked ? { errors: { terms: checked.error } } : { values: checked.group };
    },
    recheck: "never",
  });
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (focusOnOpen) focusFirstField(form, ["terms"]);
  }, [focusOnOpen, form]);

  async function submit(group: SearchSynonymGroupForm) {
    setPending(true);
    try {
      await onSave(group);
      if (clearOnSave) form.reset({ terms: "" });
    } catch (failure) {
      form.setError("terms", { type: "server", message: refusalOf(failure) });
      focusFirstField(form, ["terms"]);
    } finally {
      setPending(false);
    }
  }

  return (
    <Form form={form} onValid={submit} className="grid w-full gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <Field name="terms" id={id} label={label} hint={SYNONYMS_HINT}>
        {(control, field) => (
          <Input
            {...control}
            {...field}
            name={undefined}
            placeholder="nappy, nappies, diaper, diapers"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="done"
          />
        )}
      </Field>
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" disabled={pending} className="flex-1 sm:flex-none">
          {pending ? pendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={pending} className="flex-1 sm:flex-none">
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
