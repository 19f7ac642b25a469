import { Banknote, CreditCard } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { PaymentChoice } from "../lib/checkout-payload";

interface PaymentMethodOptionsProps {
  value: PaymentChoice;
  onChange: (value: PaymentChoice) => void;
  /** Pay Online is offered only when the server says online payment is on. */
  onlineEnabled: boolean;
}

/** The payment method radio group: cash on delivery (default) and, when on, paying online. */
export function PaymentMethodOptions({ value, onChange, onlineEnabled }: PaymentMethodOptionsProps) {
  return (
    <div role="radiogroup" aria-label="Payment method" className="grid gap-3">
      <Option value="cod" checked={value === "cod"} onChange={onChange} icon={<Banknote aria-hidden="true" />} label="Cash on Delivery" hint="Pay when your order arrives." />
      {onlineEnabled ? (
        <Option
          value="razorpay"
          checked={value === "razorpay"}
          onChange={onChange}
          icon={<CreditCard aria-hidden="true" />}
          label="Pay Online (UPI, cards, netbanking)"
          hint="Secure payment through Razorpay."
        />
      ) : null}
    </div>
  );
}

interface OptionProps {
  value: PaymentChoice;
  checked: boolean;
  onChange: (value: PaymentChoice) => void;
  icon: ReactNode;
  label: string;
  hint: string;
}

function Option({ value, checked, onChange, icon, label, hint }: OptionProps) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
        checked ? "border-primary bg-primary-soft/60" : "border-border hover:bg-muted",
      )}
    >
      <input type="radio" name="paymentMethod" value={value} checked={checked} onChange={() => onChange(value)} className="size-4 accent-primary" />
      <span className="text-primary-strong [&_svg]:size-5">{icon}</span>
      <span className="grid">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
