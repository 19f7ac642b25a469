import { Field } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

interface NameAndPhoneFieldsProps {
  /** Keeps the inputs' ids apart when two forms could be on one page. */
  idPrefix: string;
}

/** First and last name side by side, the phone number below: the profile's own fields, in the surrounding Form. */
export function NameAndPhoneFields({ idPrefix }: NameAndPhoneFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="firstName" id={`${idPrefix}-first-name`} label="First Name">
          {(control, field) => <Input {...control} {...field} autoComplete="given-name" />}
        </Field>
        <Field name="lastName" id={`${idPrefix}-last-name`} label="Last Name">
          {(control, field) => <Input {...control} {...field} autoComplete="family-name" />}
        </Field>
      </div>
      <Field name="phoneNumber" id={`${idPrefix}-phone`} label="Phone Number">
        {(control, field) => <Input {...control} {...field} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />}
      </Field>
    </>
  );
}
