import type { GstRate } from "@shared/constants";

export interface TaxSeed {
  hsnCode: string;
  gstRate: GstRate;
}

/**
 * GST of the demo categories, as the slabs stand from 22 September 2025: the HSN heading of what most
 * of the category's products are and its rate. Products differing from their category carry their own
 * (demoLineTax).
 */
export const demoCategoryTax: Readonly<Record<string, TaxSeed>> = {
  // Feeding bottles, cups and other plastic feeding ware.
  feeding: { hsnCode: "3924", gstRate: 5 },
  // Prams and strollers (baby carriages).
  "baby-gear": { hsnCode: "8715", gstRate: 5 },
  // Napkins and napkin liners for babies.
  diapering: { hsnCode: "9619", gstRate: 5 },
  // Lotions, creams and oils (beauty and skin-care preparations).
  skincare: { hsnCode: "3304", gstRate: 18 },
  toys: { hsnCode: "9503", gstRate: 5 },
  // Baby-proofing and other articles of plastics; monitors and kits are 18% too.
  "health-safety": { hsnCode: "3926", gstRate: 18 },
  // Knitted maternity wear.
  maternity: { hsnCode: "6104", gstRate: 5 },
  // Mixed hampers are taxed at their highest-rated article's rate.
  "gift-sets": { hsnCode: "3304", gstRate: 18 },
};

/** Product lines taxed otherwise than their category, by the line's type. */
export const demoLineTax: Readonly<Record<string, TaxSeed>> = {
  // Toilet soap bars, shampoo and talcum powder are 5%, unlike other skin care; liquid body wash stays 18%.
  "Baby Soap": { hsnCode: "3401", gstRate: 5 },
  "Baby Body Wash": { hsnCode: "3401", gstRate: 18 },
  "Baby Shampoo": { hsnCode: "3305", gstRate: 5 },
  "Baby Powder": { hsnCode: "3304", gstRate: 5 },
  // Thermometers are 5%.
  "Digital Thermometer": { hsnCode: "9025", gstRate: 5 },
  "Infrared Forehead Thermometer": { hsnCode: "9025", gstRate: 5 },
};
