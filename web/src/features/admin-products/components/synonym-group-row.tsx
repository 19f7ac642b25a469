import type { SearchSynonymGroup, SearchSynonymGroupForm } from "@shared/schemas/search-synonyms";
import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { groupName } from "../lib/synonym-terms";
import { SynonymGroupForm } from "./synonym-group-form";

interface SynonymGroupRowProps {
  group: SearchSynonymGroup;
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (group: SearchSynonymGroupForm) => Promise<unknown>;
  onDelete: () => void;
}

/** One synonym group: its words as chips with Edit and Delete, or, while edited, its words in one field. */
export function SynonymGroupRow({ group, editing, onEdit, onCancelEdit, onSave, onDelete }: SynonymGroupRowProps) {
  const name = groupName(group.terms);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // Back from editing (saved or cancelled), the cursor returns to the group's Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <li className="py-4" data-testid="synonym-group">
        <SynonymGroupForm
          id={`synonym-group-${group.id}`}
          label="Words of the group"
          terms={group.terms}
          submitLabel="Save"
          pendingLabel="Saving..."
          onSave={onSave}
          onCancel={onCancelEdit}
          focusOnOpen
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="synonym-group">
      <ul aria-label={name} className="flex min-w-0 flex-wrap gap-1.5">
        {group.terms.map((term) => (
          <li key={term} className="max-w-full break-words rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
            {term}
          </li>
        ))}
      </ul>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" className="h-9 flex-1 sm:flex-none" onClick={onEdit} aria-label={`Edit ${name}`} ref={editButton}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" size="sm" className="h-9 flex-1 text-destructive sm:flex-none" onClick={onDelete} aria-label={`Delete ${name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}
