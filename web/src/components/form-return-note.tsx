import type { FormReturn } from "@shared/schemas/form-return";
import { CircleAlert, CircleCheck } from "lucide-react";

/** The server's word on a form sent as plain HTML: why it was refused, or a note such as "Account created". */
export function FormReturnNote({ formReturn }: { formReturn: FormReturn | undefined }) {
  if (formReturn?.message) {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-xl border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {formReturn.message}
      </p>
    );
  }
  if (formReturn?.notice) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl border border-emerald-600/40 bg-emerald-50 p-3 text-sm font-medium text-emerald-800">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {formReturn.notice}
      </p>
    );
  }
  return null;
}
