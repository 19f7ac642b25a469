import { zodResolver } from "@hookform/resolvers/zod";
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type ErrorOption,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  FormProvider,
  type Resolver,
  set,
  type SubmitHandler,
  useController,
  useForm,
  useFormContext,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { FormField } from "./form-field";

interface ShopFormOptions<Values extends FieldValues, Output> {
  /** One of the shared zod schemas, so the browser shows the messages the server would send… */
  schema?: z.ZodType<Output, Values>;
  /** …or a check of the form's own (the product form's rules need the shop's settings): the values to send, or each field's message. */
  check?: (values: Values) => { values: Output } | { errors: Partial<Record<string, string>> };
  defaultValues: Values;
  /** Messages to start with (what the server said about a plain form sent before the page's script ran). */
  errors?: Partial<Record<string, string>>;
  /**
   * After a refused submit, every change checks the whole form again ("every-change", the default);
   * "never" leaves the messages until the next submit, only hiding the changed field's.
   */
  recheck?: "every-change" | "never";
}

export type ShopForm<Values extends FieldValues, Output = Values> = UseFormReturn<Values, unknown, Output>;

/**
 * A form on react-hook-form, the same way everywhere: quiet while the visitor types until the first submit
 * (a change only hides that field's message, e.g. one the server gave), then checked again on every change.
 */
export function useShopForm<Values extends FieldValues, Output = Values>(options: ShopFormOptions<Values, Output>): ShopForm<Values, Output> {
  const { schema, check, defaultValues, errors, recheck = "every-change" } = options;
  // Given once: react-hook-form applies its `errors` again whenever the object changes.
  const [initialErrors] = useState(() => (errors ? asErrorOptions<Values>(errors) : undefined));
  const form = useForm<Values, unknown, Output>({
    resolver: check ? resolverOf(check) : schema ? (zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>) : undefined,
    defaultValues: defaultValues as DefaultValues<Values>,
    errors: initialErrors,
    mode: "onSubmit",
    // The rechecking after a submit is done below, for the whole form (a rule may tie two fields).
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, isSubmitted }) => {
          if (name === undefined) return;
          if (isSubmitted && recheck === "every-change") void form.trigger();
          else if (form.getFieldState(name as FieldPath<Values>).error) form.clearErrors(name as FieldPath<Values>);
        },
      }),
    [form, recheck],
  );

  return form;
}

function resolverOf<Values extends FieldValues, Output>(check: NonNullable<ShopFormOptions<Values, Output>["check"]>): Resolver<Values, unknown, Output> {
  return (values) => {
    const result = check(values);
    if ("values" in result) return { values: result.values, errors: {} };
    const errors = {};
    for (const [name, message] of Object.entries(result.errors)) if (message) set(errors, name, { type: "validate", message });
    return { values: {}, errors };
  };
}

function asErrorOptions<Values extends FieldValues>(messages: Partial<Record<string, string>>): FieldErrors<Values> {
  const errors: Record<string, ErrorOption> = {};
  for (const [name, message] of Object.entries(messages)) if (message) errors[name] = { type: "server", message };
  return errors as FieldErrors<Values>;
}

/** The controls of each form by field name, so a refused submit can focus the first in error on the page. */
const controlsOfForms = new WeakMap<object, Map<string, HTMLElement>>();

function controlsOf(control: object): Map<string, HTMLElement> {
  let controls = controlsOfForms.get(control);
  if (!controls) controlsOfForms.set(control, (controls = new Map()));
  return controls;
}

/** Focuses the first control, in the page's order, of the fields named; false when none is on the page. */
export function focusFirstField(form: { control: object }, names: readonly string[]): boolean {
  const controls = controlsOf(form.control);
  const elements = names.map((name) => controls.get(name)).filter((element): element is HTMLElement => element?.isConnected === true);
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  elements[0]?.focus();
  return elements.length > 0;
}

/** Every field path that holds a message: "email", "lines.1.quantity". */
export function errorPaths(errors: FieldErrors, prefix = ""): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === "string") paths.push(path);
    else paths.push(...errorPaths(value as FieldErrors, path));
  }
  return paths;
}

interface FormProps<Values extends FieldValues, Output> extends Omit<ComponentProps<"form">, "onSubmit" | "onInvalid"> {
  form: ShopForm<Values, Output>;
  /** Called with the parsed values when the check accepts them. */
  onValid: SubmitHandler<Output>;
  children: ReactNode;
}

/** The <form> of a ShopForm: refuses a bad submit with each field's message, the first field in error focused. */
export function Form<Values extends FieldValues, Output>({ form, onValid, children, ...props }: FormProps<Values, Output>) {
  const submit = form.handleSubmit(onValid, (errors) => {
    focusFirstField(form, errorPaths(errors as FieldErrors));
  });
  return (
    <FormProvider {...(form as unknown as UseFormReturn<FieldValues>)}>
      <form noValidate {...props} onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** What the labelled control needs: its id, its ref, and the aria attributes that tie it to its message. */
export interface ControlProps {
  id: string;
  ref: (element: HTMLElement | null) => void;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The value and its handlers; `onChange` takes a change event or the value itself. */
export interface FieldBinding<Value = string> {
  name: string;
  value: Value;
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
}

interface FieldOptions {
  /** Whether a hint describes the control (until a message replaces it). */
  hint?: boolean;
  /** A message from a rule outside the form's check (a PIN code the shop does not deliver to), shown when the check has none. */
  otherError?: string;
}

/**
 * One field of the surrounding Form: its value, its message and the props of its control. A text box that
 * already holds something when the page's script attaches to it (typed into the server's HTML, or filled
 * by the browser) keeps it: the field takes that value.
 */
export function useFormField<Value = string>(name: string, id: string, { hint = false, otherError }: FieldOptions = {}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: name as FieldPath<FieldValues>, control });
  const element = useRef<HTMLElement | null>(null);
  const error = fieldState.error?.message ?? otherError;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const { onChange, value } = field;
  useEffect(() => {
    // Once attached, after the field listens to its value: React hydrates a box without touching what it holds.
    const box = element.current;
    if (box && isTextBox(box) && typeof value === "string" && box.value !== value) onChange(box.value);
    // Only what the box held when it was attached counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const controlProps: ControlProps = {
    id,
    ref: (node) => {
      element.current = node;
      field.ref(node);
      if (node) controlsOf(control).set(name, node);
    },
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
  const binding: FieldBinding<Value> = { name: field.name, value: field.value as Value, onChange: field.onChange, onBlur: field.onBlur };
  return { control: controlProps, field: binding, error };
}

function isTextBox(element: HTMLElement): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && element.type !== "checkbox" && element.type !== "radio" && element.type !== "file";
}

interface FieldProps<Value> {
  name: string;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  otherError?: string;
  className?: string;
  /** `control` goes on the labelled element, `field` on whatever holds the value (often both on one input). */
  children: (control: ControlProps, field: FieldBinding<Value>) => ReactNode;
}

/**
 * A label, one control and its message, bound to the field `name` of the surrounding Form:
 *   <Field name="email" id="signin-email" label="Email">{(control, field) => <Input {...control} {...field} />}</Field>
 */
export function Field<Value = string>({ name, id, label, hint, otherError, className, children }: FieldProps<Value>) {
  const { control, field, error } = useFormField<Value>(name, id, { hint: hint !== undefined, otherError });
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {() => children(control, field)}
    </FormField>
  );
}
