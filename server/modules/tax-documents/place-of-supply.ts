import { GST_STATE_CODES, INDIAN_STATES } from "@shared/indian-states";

export interface PlaceOfSupply {
  /** The state's name as printed. */
  state: string;
  /** Its GST state code: 08 for Rajasthan. */
  code: string;
  /** Outside the seller's state (IGST), or within it (CGST and SGST). */
  interState: boolean;
}

/** GST's code for a place that is no state or union territory of the list. */
const OTHER_TERRITORY = "97";

/**
 * Goods delivered to a customer are supplied where they are delivered: the delivery address's state.
 * Addresses are checked against the list of states at checkout; a state spelled otherwise (an older
 * order) is matched without regard to case and spaces, and failing that printed as given with the
 * code of "Other Territory", taxed as outside the seller's state.
 */
export function placeOfSupply(deliveryState: string, sellerStateCode: string): PlaceOfSupply {
  const wanted = deliveryState.trim().replace(/\s+/g, " ").toLowerCase();
  const state = INDIAN_STATES.find((candidate) => candidate.toLowerCase() === wanted);
  const code = state ? GST_STATE_CODES[state] : OTHER_TERRITORY;
  return { state: state ?? deliveryState.trim(), code, interState: code !== sellerStateCode };
}
