import { INDIAN_STATES } from "@shared/indian-states";
import { Field } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { AddressValues } from "../lib/checkout-payload";

interface AddressFieldsProps {
  /** Prefix of the inputs' ids and names ("shipping" or "billing"), and the address's name in the surrounding Form. */
  prefix: "shipping" | "billing";
  /** Messages from rules outside the form's check, shown at their fields. */
  otherErrors?: Partial<Record<keyof AddressValues, string>>;
  /** Called with a PIN code as it is typed, once the form holds it. */
  onPinCodeTyped?: (value: string) => void;
  /** The billing address is optional field by field. */
  required?: boolean;
}

/** First and last name, address, city, state (a list), PIN code and phone. */
export function AddressFields({ prefix, otherErrors = {}, onPinCodeTyped, required = true }: AddressFieldsProps) {
  const id = (name: keyof AddressValues) => `${prefix}-${name}`;
  const path = (name: keyof AddressValues) => `${prefix}.${name}`;
  const box = (name: keyof AddressValues) => ({
    // The names the browser sees stay the schema's (and the billing address's own), as before the form moved to react-hook-form.
    name: required ? name : `${prefix}-${name}`,
    "aria-required": required || undefined,
  });
  const label = (text: string) => (required ? text : `${text} (optional)`);

  return (
    <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
      <Field name={path("firstName")} id={id("firstName")} label={label("First Name")} otherError={otherErrors.firstName}>
        {(control, field) => <Input {...control} {...field} {...box("firstName")} autoComplete={`section-${prefix} given-name`} />}
      </Field>
      <Field name={path("lastName")} id={id("lastName")} label={label("Last Name")} otherError={otherErrors.lastName}>
        {(control, field) => <Input {...control} {...field} {...box("lastName")} autoComplete={`section-${prefix} family-name`} />}
      </Field>
      <Field name={path("address")} id={id("address")} label={label("Address")} otherError={otherErrors.address} className="sm:col-span-2">
        {(control, field) => (
          <Input {...control} {...field} {...box("address")} autoComplete={`section-${prefix} street-address`} placeholder="House no., street, area" />
        )}
      </Field>
      <Field name={path("city")} id={id("city")} label={label("City")} otherError={otherErrors.city}>
        {(control, field) => <Input {...control} {...field} {...box("city")} autoComplete={`section-${prefix} address-level2`} />}
      </Field>
      <Field name={path("state")} id={id("state")} label={label("State")} otherError={otherErrors.state}>
        {(control, field) => (
          <NativeSelect {...control} {...field} {...box("state")} autoComplete={`section-${prefix} address-level1`}>
            <option value="">Select state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field name={path("pincode")} id={id("pincode")} label={label("PIN Code")} otherError={otherErrors.pincode}>
        {(control, field) => (
          <Input
            {...control}
            {...field}
            {...box("pincode")}
            onChange={(event) => {
              field.onChange(event);
              onPinCodeTyped?.(event.target.value);
            }}
            inputMode="numeric"
            maxLength={6}
            autoComplete={`section-${prefix} postal-code`}
            placeholder="6-digit PIN code"
          />
        )}
      </Field>
      <Field name={path("phone")} id={id("phone")} label={label("Phone")} otherError={otherErrors.phone}>
        {(control, field) => (
          <Input {...control} {...field} {...box("phone")} type="tel" inputMode="tel" autoComplete={`section-${prefix} tel`} placeholder="+91 98765 43210" />
        )}
      </Field>
    </div>
  );
}
