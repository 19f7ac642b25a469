import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

/** What a form control needs to be tied to its label and its message. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The message shown under the control when its value is refused. */
  error?: string;
  /** A short hint under the control, replaced by the message when there is one. */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, one control and its message. The control is given its id, aria-invalid and aria-describedby,
 * so screen readers read the message with the field:
 *   <FormField id="email" label="Email" error={errors.email}>{(control) => <Input {...control} />}</FormField>
 */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hintId ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
