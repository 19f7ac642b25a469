import { z } from "zod";
import { singleLineText } from "./text";

/**
 * What a sign-in, sign-up or Add to Cart sent as a plain HTML form (without the page's script) brings back
 * to its page when the server refused it, or the note the sign-in page opens with after an account was made: the
 * message, each refused field's message and the values typed (never a password). The server renders the
 * page with it and hands it to the browser with the page's data.
 */
export const FormReturnSchema = z.object({
  form: z.enum(["signin", "signup", "cart"]),
  /** Why the form was refused ("Invalid email or password", "Too many sign-in attempts…"). */
  message: singleLineText().max(500).optional(),
  /** A note that is not an error ("Account created…"). */
  notice: singleLineText().max(500).optional(),
  errors: z.record(singleLineText(), singleLineText().max(500)).default({}),
  values: z.record(singleLineText(), singleLineText().max(300)).default({}),
});
export type FormReturn = z.infer<typeof FormReturnSchema>;
