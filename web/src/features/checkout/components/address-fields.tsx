import { INDIAN_STATES } from "@shared/indian-states";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { AddressValues } from "../lib/checkout-payload";

interface AddressFieldsProps {
  /** Prefix of the inputs' ids and names ("shipping" or "billing"). */
  prefix: string;
  values: AddressValues;
  errors?: Partial<Record<keyof AddressValues, string>>;
  onChange: (name: keyof AddressValues, value: string) => void;
  /** The billing address is optional field by field. */
  required?: boolean;
}

/** First and last name, address, city, state (a list), PIN code and phone. */
export function AddressFields({ prefix, values, errors = {}, onChange, required = true }: AddressFieldsProps) {
  const id = (name: keyof AddressValues) => `${prefix}-${name}`;
  const text = (name: keyof AddressValues) => ({
    // The form focuses a refused field by its name, so the names are the schema's.
    name: required ? name : `${prefix}-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    "aria-required": required || undefined,
  });
  const label = (text: string) => (required ? text : `${text} (optional)`);

  return (
    <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
      <FormField id={id("firstName")} label={label("First Name")} error={errors.firstName}>
        {(control) => <Input {...control} {...text("firstName")} autoComplete={`section-${prefix} given-name`} />}
      </FormField>
      <FormField id={id("lastName")} label={label("Last Name")} error={errors.lastName}>
        {(control) => <Input {...control} {...text("lastName")} autoComplete={`section-${prefix} family-name`} />}
      </FormField>
      <FormField id={id("address")} label={label("Address")} error={errors.address} className="sm:col-span-2">
        {(control) => <Input {...control} {...text("address")} autoComplete={`section-${prefix} street-address`} placeholder="House no., street, area" />}
      </FormField>
      <FormField id={id("city")} label={label("City")} error={errors.city}>
        {(control) => <Input {...control} {...text("city")} autoComplete={`section-${prefix} address-level2`} />}
      </FormField>
      <FormField id={id("state")} label={label("State")} error={errors.state}>
        {(control) => (
          <NativeSelect {...control} {...text("state")} autoComplete={`section-${prefix} address-level1`}>
            <option value="">Select state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={id("pincode")} label={label("PIN Code")} error={errors.pincode}>
        {(control) => (
          <Input {...control} {...text("pincode")} inputMode="numeric" maxLength={6} autoComplete={`section-${prefix} postal-code`} placeholder="6-digit PIN code" />
        )}
      </FormField>
      <FormField id={id("phone")} label={label("Phone")} error={errors.phone}>
        {(control) => <Input {...control} {...text("phone")} type="tel" inputMode="tel" autoComplete={`section-${prefix} tel`} placeholder="+91 98765 43210" />}
      </FormField>
    </div>
  );
}
