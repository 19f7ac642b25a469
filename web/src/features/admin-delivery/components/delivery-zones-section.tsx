import type { DeliveryZone } from "@shared/schemas/delivery";
import { Pencil, Plus, Trash2, Truck } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { formatPrice } from "@/lib/format";
import { useDeleteDeliveryZone } from "../api/delete-delivery-zone";
import { useDeliveryZones } from "../api/get-delivery-zones";
import { useSaveDeliveryZone } from "../api/save-delivery-zone";
import { areasSummary } from "../lib/delivery-areas";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DeliveryZoneDialog } from "./delivery-zone-dialog";

export const NO_ZONES_MESSAGE = "No delivery zones: the shop delivers everywhere in 3–5 working days with cash on delivery.";

/** "2–3 working days", "1 working day", "Same day". */
export function workingDaysLabel(minDays: number, maxDays: number): string {
  if (maxDays === 0) return "Same day";
  const days = minDays === maxDays ? `${maxDays}` : `${minDays}–${maxDays}`;
  return `${days} working ${maxDays === 1 ? "day" : "days"}`;
}

/** The delivery zones: each with its areas, days, cash on delivery and charge; Add zone, Edit and Delete. */
export function DeliveryZonesSection() {
  const { data: zones, isError } = useDeliveryZones();
  const save = useSaveDeliveryZone();
  const remove = useDeleteDeliveryZone();
  const [editing, setEditing] = useState<DeliveryZone | "new" | null>(null);
  const [deleting, setDeleting] = useState<DeliveryZone | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: "Zone deleted", description: deleting.name }),
      onError: () => toast({ title: "Error", description: "The zone could not be deleted. Please try again.", variant: "destructive" }),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 pb-3 sm:pb-3">
        <h2 className="text-lg font-semibold leading-tight">{zones ? `Delivery zones (${zones.length})` : "Delivery zones"}</h2>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          Add zone
        </Button>
      </CardHeader>
      <CardContent>
        {zones ? (
          zones.length > 0 ? (
            <ul className="divide-y divide-border">
              {zones.map((zone) => (
                <ZoneRow key={zone.id} zone={zone} onEdit={() => setEditing(zone)} onDelete={() => setDeleting(zone)} />
              ))}
            </ul>
          ) : (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center">
              <Truck aria-hidden="true" className="size-6 text-muted-foreground" />
              <p className="font-medium">{NO_ZONES_MESSAGE}</p>
              <p className="max-w-md text-sm text-muted-foreground">Add a zone to choose where the shop delivers: once there is one, PIN codes outside every zone are not delivered.</p>
            </div>
          )
        ) : isError ? (
          <p className="py-6 text-center text-destructive">The delivery zones could not be loaded. Please reload the page.</p>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </CardContent>

      <DeliveryZoneDialog
        zone={editing}
        onClose={() => setEditing(null)}
        onSave={async (input) => {
          await save.mutateAsync({ id: editing === "new" || editing === null ? undefined : editing.id, input });
          toast({ title: editing === "new" ? "Zone added" : "Zone saved", description: String(input.name).trim() });
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete delivery zone"
        message={deleting ? `${deleting.name}: its PIN codes will no longer be delivered, unless another zone covers them.` : ""}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </Card>
  );
}

function ZoneRow({ zone, onEdit, onDelete }: { zone: DeliveryZone; onEdit: () => void; onDelete: () => void }) {
  const charge = Number(zone.extraCharge) > 0;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between" data-testid="delivery-zone">
      <div className="min-w-0">
        <h3 className="font-semibold">{zone.name}</h3>
        <p className="mt-0.5 break-words text-sm text-muted-foreground">{areasSummary(zone.areas)}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge variant="secondary">{workingDaysLabel(zone.minDays, zone.maxDays)}</Badge>
          <Badge variant={zone.codAllowed ? "green" : "orange"}>{zone.codAllowed ? "Cash on delivery" : "No cash on delivery"}</Badge>
          {charge ? <Badge variant="outline">+ {formatPrice(zone.extraCharge)}</Badge> : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" className="h-9 flex-1 sm:flex-none" onClick={onEdit} aria-label={`Edit ${zone.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" size="sm" className="h-9 flex-1 text-destructive sm:flex-none" onClick={onDelete} aria-label={`Delete ${zone.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}
