/*
 * PIN codes and the checkout's delivery refusals, with no schema library: the product page's delivery
 * check uses them, and it should not download the validation code of the whole API to do so.
 */

export const PIN_CODE_MESSAGE = "Enter a 6-digit PIN code";
/** An Indian PIN code: six digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;
export const isPinCode = (text: string): boolean => PIN_CODE_PATTERN.test(text);

/** The checkout's refusals, in the words the product page and the checkout show before it. */
export const notDeliveredMessage = (pincode: string) => `We do not deliver to PIN code ${pincode} yet.`;
export const codRefusedMessage = (pincode: string) => `Cash on delivery is not available for PIN code ${pincode}. Please pay online.`;
