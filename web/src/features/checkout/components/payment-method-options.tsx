import { Banknote, CreditCard } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { PaymentChoice } from "../lib/checkout-payload";

interface PaymentMethodOptionsProps {
  value: PaymentChoice;
  onChange: (value: PaymentChoice) => void;
  /** Pay Online is offered only when the server says online payment is on. */
  onlineEnabled: boolean;
  /** Why cash on delivery cannot be chosen (the shipping PIN code's zone refuses it); it is then shown disabled with this note. */
  codUnavailable?: string;
}

/** The payment method radio group: cash on delivery (default) and, when on, paying online. */
export function PaymentMethodOptions({ value, onChange, onlineEnabled, codUnavailable }: PaymentMethodOptionsProps) {
  return (
    <div role="radiogroup" aria-label="Payment method" className="grid gap-3">
      <Option
        value="cod"
        checked={value === "cod" && !codUnavailable}
        onChange={onChange}
        icon={<Banknote aria-hidden="true" />}
        label="Cash on Delivery"
        hint={codUnavailable ?? "Pay when your order arrives."}
        disabled={codUnavailable !== undefined}
      />
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
  disabled?: boolean;
}

function Option({ value, checked, onChange, icon, label, hint, disabled = false }: OptionProps) {
  return (
    <label
      className={cn(
        "flex items-center gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
        disabled ? "cursor-not-allowed border-border bg-muted/50" : "cursor-pointer",
        !disabled && (checked ? "border-primary bg-primary-soft/60" : "border-border hover:bg-muted"),
      )}
    >
      <input
        type="radio"
        name="paymentMethod"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="size-4 accent-primary disabled:opacity-50"
      />
      <span className="text-primary-strong [&_svg]:size-5">{icon}</span>
      <span className="grid">
        <span className={cn("font-semibold", disabled && "text-muted-foreground")}>{label}</span>
        <span className={cn("text-sm", disabled ? "font-medium text-foreground" : "text-muted-foreground")}>{hint}</span>
      </span>
    </label>
  );
}
