import type { ChangeEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type NameAndPhone = "firstName" | "lastName" | "phoneNumber";

interface NameAndPhoneFieldsProps {
  /** Keeps the inputs' ids apart when two forms could be on one page. */
  idPrefix: string;
  field: (name: NameAndPhone) => { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  errors: Partial<Record<NameAndPhone, string>>;
}

/** First and last name side by side, the phone number below: the profile's own fields. */
export function NameAndPhoneFields({ idPrefix, field, errors }: NameAndPhoneFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-first-name`} label="First Name" error={errors.firstName}>
          {(control) => <Input {...control} {...field("firstName")} autoComplete="given-name" />}
        </FormField>
        <FormField id={`${idPrefix}-last-name`} label="Last Name" error={errors.lastName}>
          {(control) => <Input {...control} {...field("lastName")} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField id={`${idPrefix}-phone`} label="Phone Number" error={errors.phoneNumber}>
        {(control) => <Input {...control} {...field("phoneNumber")} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />}
      </FormField>
    </>
  );
}
