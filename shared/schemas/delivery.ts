import { z } from "zod";
import { INDIAN_STATES } from "../indian-states";
import { rupeeAmount } from "./amounts";
import { IdParamSchema, MoneyStringSchema } from "./common";
import { PIN_CODE_MESSAGE, PIN_CODE_PATTERN } from "../pin-codes";
import { singleLineText } from "./text";

export const PinCodeSchema = singleLineText({ error: PIN_CODE_MESSAGE }).trim().regex(PIN_CODE_PATTERN, PIN_CODE_MESSAGE);

/** `GET /api/delivery/check?pincode=302004` */
export const DeliveryCheckQuerySchema = z.object({ pincode: PinCodeSchema });

/**
 * Whether the shop delivers to a PIN code, and its promise: the earliest and the latest day, counted
 * in working days from today (Sundays and the listed holidays skipped), as ISO dates (2026-11-27).
 */
export const DeliveryCheckSchema = z.discriminatedUnion("deliverable", [
  z.object({
    pincode: z.string(),
    deliverable: z.literal(true),
    /** The zone's name, e.g. "Rajasthan" or "Metro cities". */
    zone: z.string(),
    minDays: z.number().int(),
    maxDays: z.number().int(),
    deliveryFrom: z.string(),
    deliveryBy: z.string(),
    codAvailable: z.boolean(),
    /** The zone's extra charge, added to the order's total ("0.00" when none). */
    extraCharge: MoneyStringSchema,
  }),
  z.object({ pincode: z.string(), deliverable: z.literal(false) }),
]);
export type DeliveryCheck = z.infer<typeof DeliveryCheckSchema>;

/**
 * The promise of a shop that has no delivery zone at all (one that never set any up): every PIN code is
 * delivered in 3 to 5 working days, with cash on delivery and no extra charge. Once any zone exists, PIN
 * codes outside every zone are not delivered.
 */
export const DELIVERY_WHEN_NO_ZONES = { zone: "All of India", minDays: 3, maxDays: 5 } as const;

export const DELIVERY_ZONE_NAME_MAX_LENGTH = 60;
export const DELIVERY_ZONE_MAX_AREAS = 200;
export const DELIVERY_MAX_DAYS = 60;

/**
 * What a zone covers: a PIN-code prefix of 1 to 6 digits ("302" is 302000–302999), a range of PIN codes
 * (both ends included), or a whole state or union territory.
 */
export const DeliveryAreaSchema = z.union(
  [
    z.strictObject({ prefix: singleLineText().trim().regex(/^[1-9]\d{0,5}$/, "A PIN-code prefix is 1 to 6 digits, the first not 0") }),
    z.strictObject({ from: PinCodeSchema, to: PinCodeSchema }).refine(({ from, to }) => from <= to, { error: "A PIN-code range must start at or below its end", path: ["to"] }),
    // A refinement, not an enum, so that an unknown state is reported at its field rather than as "Invalid input".
    z.strictObject({ state: singleLineText().refine((state) => (INDIAN_STATES as readonly string[]).includes(state), "Choose a state or union territory") }),
  ],
  { error: "Each area is a PIN-code prefix, a range of PIN codes or a state" },
);
export type DeliveryArea = z.infer<typeof DeliveryAreaSchema>;

/** What the back office sends to add or change a zone. */
export const DeliveryZoneInputSchema = z
  .strictObject({
    name: singleLineText({ error: "Zone name is required" }).trim().min(1, "Zone name is required").max(DELIVERY_ZONE_NAME_MAX_LENGTH),
    minDays: z.coerce.number({ error: "Enter the fewest working days" }).int().min(0).max(DELIVERY_MAX_DAYS),
    maxDays: z.coerce.number({ error: "Enter the most working days" }).int().min(0).max(DELIVERY_MAX_DAYS),
    codAllowed: z.boolean(),
    extraCharge: rupeeAmount("Enter the extra charge in rupees, e.g. 49 or 49.00"),
    areas: z.array(DeliveryAreaSchema).min(1, "A zone needs at least one PIN code, range or state").max(DELIVERY_ZONE_MAX_AREAS),
  })
  .refine(({ minDays, maxDays }) => maxDays >= minDays, { error: "The most working days may not be fewer than the fewest", path: ["maxDays"] });
export type DeliveryZoneInput = z.input<typeof DeliveryZoneInputSchema>;

export const DeliveryZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  codAllowed: z.boolean(),
  extraCharge: MoneyStringSchema,
  areas: z.array(z.union([z.object({ from: z.string(), to: z.string() }), z.object({ state: z.string() })])),
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;
export const DeliveryZoneListSchema = z.object({ zones: z.array(DeliveryZoneSchema) });
export const DeliveryZoneIdParamsSchema = z.object({ id: IdParamSchema });

/** A day parcels are not delivered, besides Sundays. */
export const DeliveryHolidayInputSchema = z.strictObject({
  day: z.iso.date({ error: "Choose a date" }),
  name: singleLineText({ error: "Holiday name is required" }).trim().min(1, "Holiday name is required").max(60),
});
export const DeliveryHolidaySchema = z.object({ day: z.string(), name: z.string() });
export type DeliveryHoliday = z.infer<typeof DeliveryHolidaySchema>;
export const DeliveryHolidayListSchema = z.object({ holidays: z.array(DeliveryHolidaySchema) });
export const DeliveryHolidayParamsSchema = z.object({ day: z.iso.date({ error: "Choose a date" }) });
