import { type DeliveryZone, type DeliveryZoneInput, DeliveryZoneInputSchema } from "@shared/schemas/delivery";
import { areasText, parseAreasText } from "./delivery-areas";

/** The zone dialog's fields as typed. */
export interface ZoneFormValues {
  name: string;
  minDays: string;
  maxDays: string;
  codAllowed: boolean;
  extraCharge: string;
  areas: string;
}

export type ZoneFormErrors = Partial<Record<Exclude<keyof ZoneFormValues, "codAllowed">, string>>;

export const NEW_ZONE: ZoneFormValues = { name: "", minDays: "3", maxDays: "5", codAllowed: true, extraCharge: "0", areas: "" };

export function zoneFormValues(zone: DeliveryZone): ZoneFormValues {
  return {
    name: zone.name,
    minDays: String(zone.minDays),
    maxDays: String(zone.maxDays),
    codAllowed: zone.codAllowed,
    extraCharge: zone.extraCharge.replace(/\.00$/, ""),
    areas: areasText(zone.areas),
  };
}

const FIELDS = ["name", "minDays", "maxDays", "extraCharge", "areas"] as const;

/** The body to send, checked by the server's own schema, or the message of each refused field. */
export function checkZoneForm(values: ZoneFormValues): { input: DeliveryZoneInput } | { errors: ZoneFormErrors } {
  const areas = parseAreasText(values.areas);
  const candidate = {
    name: values.name,
    minDays: values.minDays.trim() === "" ? undefined : values.minDays.trim(),
    maxDays: values.maxDays.trim() === "" ? undefined : values.maxDays.trim(),
    codAllowed: values.codAllowed,
    extraCharge: values.extraCharge.trim() === "" ? "0" : values.extraCharge.trim(),
    areas: "areas" in areas ? areas.areas : [],
  };
  const parsed = DeliveryZoneInputSchema.safeParse(candidate);
  const errors: ZoneFormErrors = {};
  if ("error" in areas) errors.areas = areas.error;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (FIELDS.includes(field as (typeof FIELDS)[number]) && errors[field as keyof ZoneFormErrors] === undefined) {
        errors[field as keyof ZoneFormErrors] = issue.message;
      }
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { input: parsed.data };
}
