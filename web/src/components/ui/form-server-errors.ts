import { type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/api-client";
import { focusFirstField } from "./form";

interface ServerErrorOptions {
  /** The server's name for a field where the form calls it otherwise: {imageUrl: "images"}. */
  aliases?: Record<string, string>;
  /** Whether the first field marked (in the page's order) gets the focus. */
  focus?: boolean;
}

/**
 * Shows under each field what a refused call said about it: the issues of a 400 (a path such as
 * "lines.1.quantity" lands on that row's field), or the one field of an answer such as 409
 * {code: "duplicate", field: "email", message: "An account with this email already exists"}.
 * Returns the fields it marked (none when the answer named no field of this form).
 */
export function showServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, "getValues" | "setError" | "control">,
  error: unknown,
  { aliases = {}, focus = false }: ServerErrorOptions = {},
): string[] {
  const found = serverFieldErrors(error, form.getValues(), aliases);
  const names = Object.keys(found);
  for (const name of names) form.setError(name as Path<Values>, { type: "server", message: found[name] });
  if (focus) focusFirstField(form, names);
  return names;
}

/** The first message the answer gives for each field of `values` it names. */
export function serverFieldErrors(error: unknown, values: object, aliases: Record<string, string> = {}): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body) return {};
  const found: Record<string, string> = {};
  const mark = (path: string, message: string) => {
    const name = fieldOf(path, values, aliases);
    if (name !== undefined && found[name] === undefined) found[name] = message;
  };
  for (const issue of error.body.issues ?? []) mark(issue.path, issue.message);
  const { field, message } = error.body;
  if (field && message) mark(field, message);
  return found;
}

/** The form's field a server path names: the path itself when the form holds it, else its first part. */
function fieldOf(path: string, values: object, aliases: Record<string, string>): string | undefined {
  const [head = "", ...rest] = path.split(".");
  const first = aliases[head] ?? head;
  const full = [first, ...rest].join(".");
  if (rest.length > 0 && get(values, full) !== undefined && typeof get(values, full) !== "object") return full;
  return first in values ? first : undefined;
}
