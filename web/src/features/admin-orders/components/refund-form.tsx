import { refundablePaise } from "@shared/order-amounts";
import type { AdminOrder } from "@shared/schemas/admin";
import { REFUND_REASON_MAX, REFUND_REFERENCE_MAX } from "@shared/schemas/refunds";
import { nameWithVariant } from "@shared/variant-label";
import { useEffect, useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, Form, useFormField, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { VariantOptions } from "@/components/variant-options";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { formatPaise, formatPrice } from "@/lib/format";
import { useCreateRefund } from "../api/create-refund";
import {
  type RefundBy,
  type RefundFormValues,
  type RefundRequest,
  refundableUnits,
  refundRequestOf,
  refundTotalPaise,
} from "../lib/refunds";

/** The form's values: one row per order line with the units typed for it. */
type RefundFormRows = Omit<RefundFormValues, "units"> & { lines: Array<{ orderLineId: string; units: string }> };

function asRefundValues({ lines, ...rest }: RefundFormRows): RefundFormValues {
  return { ...rest, units: Object.fromEntries(lines.map((line) => [line.orderLineId, line.units])) };
}

interface RefundFormProps {
  order: AdminOrder;
  onDone: () => void;
}

/**
 * Refunds some units of the order's lines, or an amount: online orders through Razorpay, cash-on-delivery
 * orders recorded as paid back by bank transfer or UPI, with its reference. It shows the total as it is
 * typed, and asks "Refund ₹… to the customer?" before sending. Any change takes the messages and the question away.
 */
export function RefundForm({ order, onDone }: RefundFormProps) {
  const form = useShopForm<RefundFormRows, RefundRequest>({
    defaultValues: {
      by: "lines",
      lines: order.orderItems.map((line) => ({ orderLineId: line.id, units: "" })),
      amount: "",
      reason: "",
      restock: false,
      method: "",
      reference: "",
    },
    check: (values) => {
      const result = refundRequestOf(order, asRefundValues(values));
      return "errors" in result ? { errors: result.errors } : { values: result.request };
    },
    recheck: "never",
  });
  const rows = useFieldArray({ control: form.control, name: "lines" });
  const values = useWatch({ control: form.control }) as RefundFormRows;
  // The checked request, waiting for the administrator to confirm it.
  const [confirming, setConfirming] = useState<RefundRequest | null>(null);
  const refund = useCreateRefund();
  const cashOnDelivery = order.paymentMethod === "cod";
  const left = refundablePaise(order);
  const total = refundTotalPaise(order, asRefundValues(values));
  const linesError = form.formState.errors.lines?.message;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name === undefined) return;
          form.clearErrors();
          setConfirming(null);
        },
      }),
    [form],
  );

  function send(request: RefundRequest) {
    refund.mutate(
      { orderId: order.id, request },
      {
        onSuccess: (updated) => {
          const latest = updated.refunds.at(-1);
          toast({ title: "Refund Created", description: `${latest ? formatPrice(latest.amount) : "The refund"} for order #${order.orderNumber}.` });
          onDone();
        },
        onError: (error) => {
          setConfirming(null);
          if (isUnauthorizedError(error)) return;
          form.clearErrors();
          showServerErrors(form, error);
          toast({ title: "Refund Failed", description: errorMessage(error, "Could not create the refund. Please try again."), variant: "destructive" });
        },
      },
    );
  }

  const radio = "size-4 accent-primary";
  return (
    <Form form={form} onValid={setConfirming} aria-labelledby="refund-form-title" className="grid min-w-0 gap-4 rounded-xl border border-border bg-muted/40 p-3 sm:p-4">
      <div>
        <h4 id="refund-form-title" className="font-semibold">
          New refund
        </h4>
        <p className="text-sm text-muted-foreground">Left to refund: {formatPaise(left)}</p>
      </div>

      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-sm font-medium">Refund</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <RefundByChoice className={radio} />
        </div>
      </fieldset>

      {values.by === "lines" ? (
        <fieldset className="grid min-w-0 gap-2" aria-describedby={linesError ? "refund-lines-error" : undefined}>
          <legend className="sr-only">Units to refund</legend>
          <ul className="min-w-0 divide-y divide-border rounded-xl border border-border bg-card">
            {rows.fields.map((row, index) => {
              const line = order.orderItems.find((item) => item.id === row.orderLineId);
              return line ? <RefundLineRow key={row.id} index={index} line={line} /> : null;
            })}
          </ul>
          {linesError ? (
            <p id="refund-lines-error" className="text-sm font-medium text-destructive">
              {linesError}
            </p>
          ) : null}
          <RestockChoice />
        </fieldset>
      ) : (
        <Field name="amount" id="refund-amount" label="Amount (₹)" hint={`At most ${formatPaise(left)}`}>
          {(control, field) => <Input {...control} {...field} name={undefined} inputMode="decimal" placeholder="250.00" />}
        </Field>
      )}

      <Field name="reason" id="refund-reason" label="Reason" hint="Shown to the customer with the refund">
        {(control, field) => (
          <Textarea {...control} {...field} name={undefined} className="min-h-20" maxLength={REFUND_REASON_MAX} placeholder="Damaged in transit" />
        )}
      </Field>

      {cashOnDelivery ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="method" id="refund-method" label="Paid back by">
            {(control, field) => (
              <NativeSelect {...control} {...field} name={undefined}>
                <option value="">Choose…</option>
                <option value="bank_transfer">Bank transfer</option>
                <option value="upi">UPI</option>
              </NativeSelect>
            )}
          </Field>
          <Field name="reference" id="refund-reference" label="Reference" hint="The transfer's UTR or UPI reference">
            {(control, field) => <Input {...control} {...field} name={undefined} maxLength={REFUND_REFERENCE_MAX} />}
          </Field>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">The money goes back through Razorpay to how the customer paid.</p>
      )}

      <p className="flex justify-between border-t border-border pt-3 font-semibold" data-testid="refund-total">
        <span>Refund total</span>
        <span className="tabular-nums">{formatPaise(total)}</span>
      </p>

      {confirming ? (
        <div role="group" aria-labelledby="refund-confirm-question" className="grid gap-3 rounded-xl border border-primary/40 bg-card p-3">
          <p id="refund-confirm-question" className="font-semibold">
            Refund {formatPaise(total)} to the customer?
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(null)} disabled={refund.isPending}>
              Go back
            </Button>
            {/* The submit button it replaces had the focus: hand it on, so the keyboard is not left on the page's body. */}
            <Button onClick={() => send(confirming)} disabled={refund.isPending} ref={(node: HTMLButtonElement | null) => node?.focus()}>
              {refund.isPending ? "Refunding..." : `Refund ${formatPaise(total)}`}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit">Create Refund</Button>
        </div>
      )}
    </Form>
  );
}

function RefundByChoice({ className }: { className: string }) {
  const { field } = useFormField<RefundBy>("by", "refund-by");
  return (["lines", "amount"] as RefundBy[]).map((by) => (
    <label key={by} className="flex items-center gap-2">
      <input type="radio" name="refund-by" value={by} checked={field.value === by} onChange={() => field.onChange(by)} className={className} />
      {by === "lines" ? "Items" : "An amount"}
    </label>
  ));
}

function RestockChoice() {
  const { control, field } = useFormField<boolean>("restock", "refund-restock");
  const { value, ...binding } = field;
  return (
    <div className="flex items-start gap-2 text-sm">
      <Checkbox {...control} {...binding} name={undefined} checked={value} className="mt-0.5" />
      <label htmlFor="refund-restock">Goods came back — return to stock</label>
    </div>
  );
}

/** One order line with the units to refund of it. */
function RefundLineRow({ index, line }: { index: number; line: AdminOrder["orderItems"][number] }) {
  const max = refundableUnits(line);
  const { control, field } = useFormField(`lines.${index}.units`, `refund-units-${line.id}`);
  return (
    <li className="flex items-center gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 break-words text-sm font-medium">{line.product.name}</p>
        <VariantOptions options={line.variantOptions} className="text-xs" />
        <p className="text-xs text-muted-foreground">
          {max} of {line.quantity} refundable · {formatPrice(line.price)} each
        </p>
      </div>
      <Input
        {...control}
        {...field}
        name={undefined}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        disabled={max === 0}
        placeholder="0"
        aria-label={`Units of ${nameWithVariant(line.product.name, line.variantOptions)} to refund`}
        className="w-20 text-right"
      />
    </li>
  );
}
