import type { SearchSynonymGroup } from "@shared/schemas/search-synonyms";
import { useState } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useCreateSearchSynonymGroup } from "../api/create-search-synonym-group";
import { useDeleteSearchSynonymGroup } from "../api/delete-search-synonym-group";
import { useSearchSynonyms } from "../api/get-search-synonyms";
import { useUpdateSearchSynonymGroup } from "../api/update-search-synonym-group";
import { groupName } from "../lib/synonym-terms";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SynonymGroupForm } from "./synonym-group-form";
import { SynonymGroupRow } from "./synonym-group-row";

/** 'Search synonyms' (see docs/product/admin-products.md#search-synonyms): add a group, and edit or delete each one. */
export function SearchSynonymsPanel() {
  const { data: groups, isError } = useSearchSynonyms();
  const create = useCreateSearchSynonymGroup();
  const update = useUpdateSearchSynonymGroup();
  const remove = useDeleteSearchSynonymGroup();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SearchSynonymGroup | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: "Group deleted", description: groupName(deleting.terms) }),
      onError: () => toast({ title: "Error", description: "The group could not be deleted. Please try again.", variant: "destructive" }),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="pb-3 sm:pb-3">
          <h2 className="text-lg font-semibold leading-tight">Add a group</h2>
        </CardHeader>
        <CardContent>
          <SynonymGroupForm
            id="synonym-group-new"
            label="Words"
            submitLabel="Add group"
            pendingLabel="Adding..."
            clearOnSave
            onSave={async (group) => {
              const added = await create.mutateAsync(group);
              toast({ title: "Group added", description: groupName(added.terms) });
            }}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="pb-0 sm:pb-0">
          <h2 className="text-lg font-semibold leading-tight">{groups ? `Groups (${groups.length})` : "Groups"}</h2>
        </CardHeader>
        <CardContent>
          {groups ? (
            groups.length > 0 ? (
              <ul className="divide-y divide-border">
                {groups.map((group) => (
                  <SynonymGroupRow
                    key={group.id}
                    group={group}
                    editing={editingId === group.id}
                    onEdit={() => setEditingId(group.id)}
                    onCancelEdit={() => setEditingId(null)}
                    onSave={async (input) => {
                      const saved = await update.mutateAsync({ id: group.id, input });
                      setEditingId(null);
                      toast({ title: "Group saved", description: groupName(saved.terms) });
                    }}
                    onDelete={() => setDeleting(group)}
                  />
                ))}
              </ul>
            ) : (
              <p className="py-6 text-center text-muted-foreground">No synonym groups yet</p>
            )
          ) : isError ? (
            <p className="py-6 text-center text-destructive">The synonym groups could not be loaded. Please reload the page.</p>
          ) : (
            <Skeleton className="mt-4 h-40 w-full" />
          )}
        </CardContent>
      </Card>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete synonym group"
        message={deleting ? `A search for one of these words will no longer find the products of the others: ${groupName(deleting.terms)}.` : ""}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}
