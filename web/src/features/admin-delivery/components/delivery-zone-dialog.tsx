import type { DeliveryZone, DeliveryZoneInput } from "@shared/schemas/delivery";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, Form, useFormField, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { checkZoneForm, NEW_ZONE, type ZoneFormValues, zoneFormValues } from "../lib/zone-form";

export const AREAS_HINT = "PIN-code prefixes (302), ranges (110001-110099) or states (Kerala), separated by commas or one a line.";

interface DeliveryZoneDialogProps {
  /** The zone being edited, "new" for Add zone, null when closed. */
  zone: DeliveryZone | "new" | null;
  onSave: (input: DeliveryZoneInput) => Promise<unknown>;
  onClose: () => void;
}

/** Add or edit a delivery zone: name, working days, cash on delivery, extra charge and the areas it covers. */
export function DeliveryZoneDialog({ zone, onSave, onClose }: DeliveryZoneDialogProps) {
  return (
    <Dialog open={zone !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl [&>*]:min-w-0">
        {zone === null ? null : <ZoneForm key={zone === "new" ? "new" : zone.id} zone={zone} onSave={onSave} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ZoneForm({ zone, onSave, onClose }: { zone: DeliveryZone | "new"; onSave: DeliveryZoneDialogProps["onSave"]; onClose: () => void }) {
  const form = useShopForm<ZoneFormValues, DeliveryZoneInput>({
    defaultValues: zone === "new" ? NEW_ZONE : zoneFormValues(zone),
    check: (values) => {
      const checked = checkZoneForm(values);
      return "errors" in checked ? checked : { values: checked.input };
    },
    // A changed field loses its message; the others keep theirs until the next submit.
    recheck: "never",
  });
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(input: DeliveryZoneInput) {
    setFailure(undefined);
    setPending(true);
    try {
      await onSave(input);
    } catch (error) {
      if (showServerErrors(form, error, { focus: true }).length === 0) setFailure(errorMessage(error, "The zone could not be saved. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form form={form} onValid={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{zone === "new" ? "Add delivery zone" : `Edit ${zone.name}`}</DialogTitle>
        <DialogDescription>PIN codes in this zone are delivered within its working days (Sundays and holidays skipped).</DialogDescription>
      </DialogHeader>
      <Field name="name" id="zone-name" label="Zone name">
        {(control, field) => <Input {...control} {...field} placeholder="Rajasthan" maxLength={60} autoComplete="off" />}
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 [&>*]:min-w-0">
        <Field name="minDays" id="zone-min-days" label="Fewest days">
          {(control, field) => <Input {...control} {...field} inputMode="numeric" />}
        </Field>
        <Field name="maxDays" id="zone-max-days" label="Most days">
          {(control, field) => <Input {...control} {...field} inputMode="numeric" />}
        </Field>
        <Field name="extraCharge" id="zone-extra-charge" label="Extra charge (₹)" className="col-span-2 sm:col-span-1">
          {(control, field) => <Input {...control} {...field} inputMode="decimal" placeholder="0" />}
        </Field>
      </div>
      <CashOnDeliverySwitch />
      <Field name="areas" id="zone-areas" label="Areas" hint={AREAS_HINT}>
        {(control, field) => (
          <Textarea {...control} {...field} rows={5} placeholder={"302, 303\n110001-110099\nKerala"} autoComplete="off" spellCheck={false} />
        )}
      </Field>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : zone === "new" ? "Add zone" : "Save zone"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

function CashOnDeliverySwitch() {
  const { control, field } = useFormField<boolean>("codAllowed", "zone-cod");
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-border p-3">
      <Label htmlFor="zone-cod" className="grid gap-1">
        <span>Cash on delivery</span>
        <span className="text-xs font-normal text-muted-foreground" data-testid="zone-cod-caption">
          {field.value ? "On: shoppers here may pay cash on delivery." : "Off: shoppers here must pay online."}
        </span>
      </Label>
      <Switch {...control} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
    </div>
  );
}
