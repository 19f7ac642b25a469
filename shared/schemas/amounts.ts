import { z } from "zod";
import { MAX_AMOUNT_PAISE } from "../money";
import { singleLineText } from "./text";

/** At most 13 digits of rupees and 2 of paise: never above MAX_AMOUNT_PAISE. */
const RUPEES = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * An amount in rupees a request names ("1180.00" or 1180), from 0 to MAX_AMOUNT_PAISE: a huge number is
 * refused here with a 400, never carried into arithmetic or the database.
 */
export function rupeeAmount(message: string) {
  return z.union([singleLineText().regex(RUPEES, message), z.number().nonnegative(message).max(MAX_AMOUNT_PAISE / 100, message)], { error: message });
}
