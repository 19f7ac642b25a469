import type { SearchSynonymGroupForm } from "@shared/schemas/search-synonyms";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
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
  const [text, setText] = useState(() => textOfTerms(terms ?? []));
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);

  function refuse(message: string) {
    setError(message);
    input.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkTermsText(text);
    if ("error" in checked) return refuse(checked.error);
    setError(undefined);
    setPending(true);
    try {
      await onSave(checked.group);
      if (clearOnSave) setText("");
    } catch (failure) {
      refuse(refusalOf(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid w-full gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <FormField id={id} label={label} error={error} hint={SYNONYMS_HINT}>
        {(control) => (
          <Input
            {...control}
            ref={input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="nappy, nappies, diaper, diapers"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="done"
          />
        )}
      </FormField>
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
    </form>
  );
}
