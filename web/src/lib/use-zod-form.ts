import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import type { z } from "zod";
import { ApiError } from "./api-client";

type TextValues = Record<string, string>;
export type FieldErrors<Values extends TextValues> = Partial<Record<keyof Values, string>>;

/** The first message of each field the schema refuses: {phoneNumber: "Valid phone number is required"}. */
export function fieldErrorsOf<Values extends TextValues>(issues: readonly z.core.$ZodIssue[]): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const issue of issues) {
    const name = issue.path[0] as keyof Values | undefined;
    if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

/**
 * What a refused call said about the form's fields: the issues of a 400, or the one field of an answer
 * such as 409 {code: "duplicate", field: "email", message: "An account with this email already exists"}.
 */
export function serverFieldErrors(error: unknown, fieldNames: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body) return {};
  const found: Record<string, string> = {};
  for (const issue of error.body.issues ?? []) {
    const name = issue.path.split(".")[0] ?? "";
    if (fieldNames.includes(name) && found[name] === undefined) found[name] = issue.message;
  }
  const { field, message } = error.body;
  if (field && message && fieldNames.includes(field) && found[field] === undefined) found[field] = message;
  return found;
}

/**
 * A small form of text fields checked with one of the shared zod schemas, so the browser shows the same
 * messages the server would send. Fields are checked on submit, and again on every change after that.
 * On a refused submit the first field in error gets the focus.
 */
export function useZodForm<Values extends TextValues, Output>(schema: z.ZodType<Output, Values>, initialValues: Values) {
  const [values, setValues] = useState<Values>(initialValues);
  // The values as last typed, also before they render: several fields can change in one go (a browser's autofill), and each change
  // must build on the one before it.
  const latest = useRef(values);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitted, setSubmitted] = useState(false);

  function validate(next: Values): { data: Output | undefined; errors: FieldErrors<Values> } {
    const result = schema.safeParse(next);
    return result.success ? { data: result.data, errors: {} } : { data: undefined, errors: fieldErrorsOf<Values>(result.error.issues) };
  }

  function setValue(name: keyof Values, value: string) {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (submitted) setErrors(validate(next).errors);
    else setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  /** Props for an input bound to one field. */
  function field(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    };
  }

  /** Calls `onValid` with the parsed values when the schema accepts them. */
  function handleSubmit(onValid: (data: Output) => void | Promise<void>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const result = validate(latest.current);
      setErrors(result.errors);
      if (result.data !== undefined) {
        void onValid(result.data);
        return;
      }
      const firstInvalid = Object.keys(values).find((name) => result.errors[name as keyof Values] !== undefined);
      const element = firstInvalid ? event.currentTarget.elements.namedItem(firstInvalid) : null;
      if (element instanceof HTMLElement) element.focus();
    };
  }

  /** A message from the server about one field (e.g. the e-mail is taken), shown under it. */
  function setFieldError(name: keyof Values, message: string) {
    setErrors((current) => ({ ...current, [name]: message }));
  }

  /** Shows under each field what a refused call said about it; true when it said something. */
  function showServerErrors(error: unknown): boolean {
    const found = serverFieldErrors(error, Object.keys(values));
    if (Object.keys(found).length === 0) return false;
    setErrors((current) => ({ ...current, ...found }));
    return true;
  }

  function reset(next: Values = initialValues) {
    latest.current = next;
    setValues(next);
    setErrors({});
    setSubmitted(false);
  }

  return { values, errors, field, setValue, handleSubmit, setFieldError, showServerErrors, reset };
}
