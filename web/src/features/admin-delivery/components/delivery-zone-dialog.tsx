import type { DeliveryZone, DeliveryZoneInput } from "@shared/schemas/delivery";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { checkZoneForm, NEW_ZONE, type ZoneFormErrors, type ZoneFormValues, zoneFormValues, zoneServerErrors } from "../lib/zone-form";

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
  const [values, setValues] = useState<ZoneFormValues>(() => (zone === "new" ? NEW_ZONE : zoneFormValues(zone)));
  const [errors, setErrors] = useState<ZoneFormErrors>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const set = <K extends keyof ZoneFormValues>(name: K, value: ZoneFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name in errors) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkZoneForm(values);
    const focusFirst = (found: ZoneFormErrors) => {
      const first = (["name", "minDays", "maxDays", "extraCharge", "areas"] as const).find((name) => found[name]);
      const element = first ? form.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    };
    if ("errors" in checked) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setFailure(undefined);
    setPending(true);
    try {
      await onSave(checked.input);
    } catch (error) {
      const found = zoneServerErrors(error);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirst(found);
      } else setFailure(errorMessage(error, "The zone could not be saved. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{zone === "new" ? "Add delivery zone" : `Edit ${zone.name}`}</DialogTitle>
        <DialogDescription>PIN codes in this zone are delivered within its working days (Sundays and holidays skipped).</DialogDescription>
      </DialogHeader>
      <FormField id="zone-name" label="Zone name" error={errors.name}>
        {(control) => <Input {...control} name="name" value={values.name} onChange={(event) => set("name", event.target.value)} placeholder="Rajasthan" maxLength={60} autoComplete="off" />}
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 [&>*]:min-w-0">
        <FormField id="zone-min-days" label="Fewest days" error={errors.minDays}>
          {(control) => <Input {...control} name="minDays" value={values.minDays} onChange={(event) => set("minDays", event.target.value)} inputMode="numeric" />}
        </FormField>
        <FormField id="zone-max-days" label="Most days" error={errors.maxDays}>
          {(control) => <Input {...control} name="maxDays" value={values.maxDays} onChange={(event) => set("maxDays", event.target.value)} inputMode="numeric" />}
        </FormField>
        <FormField id="zone-extra-charge" label="Extra charge (₹)" error={errors.extraCharge} className="col-span-2 sm:col-span-1">
          {(control) => <Input {...control} name="extraCharge" value={values.extraCharge} onChange={(event) => set("extraCharge", event.target.value)} inputMode="decimal" placeholder="0" />}
        </FormField>
      </div>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-border p-3">
        <Label htmlFor="zone-cod" className="grid gap-1">
          <span>Cash on delivery</span>
          <span className="text-xs font-normal text-muted-foreground">Off: shoppers here must pay online.</span>
        </Label>
        <Switch id="zone-cod" checked={values.codAllowed} onCheckedChange={(checked) => set("codAllowed", checked)} />
      </div>
      <FormField id="zone-areas" label="Areas" error={errors.areas} hint={AREAS_HINT}>
        {(control) => (
          <Textarea
            {...control}
            name="areas"
            value={values.areas}
            onChange={(event) => set("areas", event.target.value)}
            rows={5}
            placeholder={"302, 303\n110001-110099\nKerala"}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FormField>
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
    </form>
  );
}
