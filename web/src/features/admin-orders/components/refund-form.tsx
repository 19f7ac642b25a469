import { refundablePaise } from "@shared/order-amounts";
import type { AdminOrder } from "@shared/schemas/admin";
import { REFUND_REASON_MAX, REFUND_REFERENCE_MAX } from "@shared/schemas/refunds";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { formatPaise, formatPrice } from "@/lib/format";
import { serverFieldErrors } from "@/lib/use-zod-form";
import { useCreateRefund } from "../api/create-refund";
import {
  type ManualRefundMethod,
  type RefundBy,
  type RefundFormErrors,
  type RefundFormValues,
  refundableUnits,
  refundRequestOf,
} from "../lib/refunds";

const FIELDS = ["lines", "amount", "reason", "method", "reference"] as const;

const EMPTY: RefundFormValues = { by: "lines", units: {}, amount: "", reason: "", restock: false, method: "", reference: "" };

interface RefundFormProps {
  order: AdminOrder;
  onDone: () => void;
}

/**
 * Refunds some units of the order's lines, or an amount: online orders through Razorpay, cash-on-delivery
 * orders recorded as paid back by bank transfer or UPI, with its reference.
 */
export function RefundForm({ order, onDone }: RefundFormProps) {
  const [values, setValues] = useState<RefundFormValues>(EMPTY);
  const [errors, setErrors] = useState<RefundFormErrors>({});
  const refund = useCreateRefund();
  const cashOnDelivery = order.paymentMethod === "cod";
  const left = refundablePaise(order);

  function change(next: Partial<RefundFormValues>) {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = refundRequestOf(order, values);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    refund.mutate(
      { orderId: order.id, request: result.request },
      {
        onSuccess: (updated) => {
          const latest = updated.refunds.at(-1);
          toast({ title: "Refund Created", description: `${latest ? formatPrice(latest.amount) : "The refund"} for order #${order.orderNumber}.` });
          onDone();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          setErrors(serverFieldErrors(error, FIELDS));
          toast({ title: "Refund Failed", description: errorMessage(error, "Could not create the refund. Please try again."), variant: "destructive" });
        },
      },
    );
  }

  const radio = "size-4 accent-primary";
  return (
    <form onSubmit={submit} noValidate aria-labelledby="refund-form-title" className="grid min-w-0 gap-4 rounded-xl border border-border bg-muted/40 p-3 sm:p-4">
      <div>
        <h4 id="refund-form-title" className="font-semibold">
          New refund
        </h4>
        <p className="text-sm text-muted-foreground">Left to refund: {formatPaise(left)}</p>
      </div>

      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-sm font-medium">Refund</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {(["lines", "amount"] as RefundBy[]).map((by) => (
            <label key={by} className="flex items-center gap-2">
              <input type="radio" name="refund-by" value={by} checked={values.by === by} onChange={() => change({ by })} className={radio} />
              {by === "lines" ? "Items" : "An amount"}
            </label>
          ))}
        </div>
      </fieldset>

      {values.by === "lines" ? (
        <fieldset className="grid min-w-0 gap-2" aria-describedby={errors.lines ? "refund-lines-error" : undefined}>
          <legend className="sr-only">Units to refund</legend>
          <ul className="min-w-0 divide-y divide-border rounded-xl border border-border bg-card">
            {order.orderItems.map((line) => {
              const max = refundableUnits(line);
              const id = `refund-units-${line.id}`;
              return (
                <li key={line.id} className="flex items-center gap-3 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 break-words text-sm font-medium">{line.product.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {max} of {line.quantity} refundable · {formatPrice(line.price)} each
                    </p>
                  </div>
                  <Input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={max}
                    step={1}
                    disabled={max === 0}
                    placeholder="0"
                    aria-label={`Units of ${line.product.name} to refund`}
                    className="w-20 text-right"
                    value={values.units[line.id] ?? ""}
                    onChange={(event) => change({ units: { ...values.units, [line.id]: event.target.value } })}
                  />
                </li>
              );
            })}
          </ul>
          {errors.lines ? (
            <p id="refund-lines-error" className="text-sm font-medium text-destructive">
              {errors.lines}
            </p>
          ) : null}
          <div className="flex items-start gap-2 text-sm">
            <Checkbox id="refund-restock" checked={values.restock} onChange={(event) => change({ restock: event.target.checked })} className="mt-0.5" />
            <label htmlFor="refund-restock">Goods came back — return to stock</label>
          </div>
        </fieldset>
      ) : (
        <FormField id="refund-amount" label="Amount (₹)" error={errors.amount} hint={`At most ${formatPaise(left)}`}>
          {(control) => <Input {...control} inputMode="decimal" placeholder="250.00" value={values.amount} onChange={(event) => change({ amount: event.target.value })} />}
        </FormField>
      )}

      <FormField id="refund-reason" label="Reason" error={errors.reason}>
        {(control) => (
          <Textarea
            {...control}
            className="min-h-20"
            maxLength={REFUND_REASON_MAX}
            placeholder="Damaged in transit"
            value={values.reason}
            onChange={(event) => change({ reason: event.target.value })}
          />
        )}
      </FormField>

      {cashOnDelivery ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="refund-method" label="Paid back by" error={errors.method}>
            {(control) => (
              <NativeSelect {...control} value={values.method} onChange={(event) => change({ method: event.target.value as ManualRefundMethod | "" })}>
                <option value="">Choose…</option>
                <option value="bank_transfer">Bank transfer</option>
                <option value="upi">UPI</option>
              </NativeSelect>
            )}
          </FormField>
          <FormField id="refund-reference" label="Reference" error={errors.reference} hint="The transfer's UTR or UPI reference">
            {(control) => <Input {...control} maxLength={REFUND_REFERENCE_MAX} value={values.reference} onChange={(event) => change({ reference: event.target.value })} />}
          </FormField>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">The money goes back through Razorpay to how the customer paid.</p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={refund.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={refund.isPending}>
          {refund.isPending ? "Refunding..." : "Create Refund"}
        </Button>
      </div>
    </form>
  );
}
