import { z } from "zod";

export const CONTROL_CHARACTERS_MESSAGE = "Must not contain control characters";
export const BROKEN_TEXT_MESSAGE = "Must be valid text";

/** Half of a UTF-16 surrogate pair without its other half: not a character, and PostgreSQL's JSON refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogates(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * True when `text` holds a C0 control character (U+0000 to U+001F), DEL (U+007F) or a C1 control
 * character (U+0080 to U+009F). With `allowLineBreaks`, tab, line feed and carriage return pass.
 */
export function hasControlCharacters(text: string, { allowLineBreaks = false }: { allowLineBreaks?: boolean } = {}): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x7f && code <= 0x9f) return true;
    if (code > 0x1f) continue;
    if (allowLineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

type TextParams = Parameters<typeof z.string>[0];

/**
 * Every string a request carries (body, query or path) is one of these two. PostgreSQL text cannot hold
 * U+0000, and no other control character belongs in what a shopper or an administrator types; nor does
 * half a surrogate pair (text columns would store it as U+FFFD, JSON columns refuse it). Refusing them
 * here gives a 400 naming the field instead of a failure deep in the database.
 *
 * The check comes first and stops the others, so its message is the one shown; chain trim, min, max
 * and regex after it as on z.string().
 */
export function singleLineText(params?: TextParams) {
  return z
    .string(params)
    .refine((value) => !hasLoneSurrogates(value), { message: BROKEN_TEXT_MESSAGE, abort: true })
    .refine((value) => !hasControlCharacters(value), { message: CONTROL_CHARACTERS_MESSAGE, abort: true });
}

/** Long texts typed in a text area (descriptions, messages, comments, notes): line breaks and tabs allowed. */
export function multiLineText(params?: TextParams) {
  return z
    .string(params)
    .refine((value) => !hasLoneSurrogates(value), { message: BROKEN_TEXT_MESSAGE, abort: true })
    .refine((value) => !hasControlCharacters(value, { allowLineBreaks: true }), { message: CONTROL_CHARACTERS_MESSAGE, abort: true });
}
