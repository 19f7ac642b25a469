import { Banknote, CalendarCheck, CircleAlert, MapPin, Truck } from "lucide-react";
import { type FormEvent, type MouseEvent, type ReactNode, useId, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { isPinCode, notDeliveredMessage, PIN_CODE_MESSAGE } from "@shared/pin-codes";
import { deliveryChargeOf, deliveryPromise, useDeliveryCheck } from "@/lib/delivery-check";
import { formatPaise } from "@/lib/format";
import { useRememberedPin } from "@/lib/remembered-pin";

/**
 * "Check delivery" on the product page and the cart (see docs/product/product-page.md#check-delivery): a PIN
 * code, then the day it arrives by, whether cash on delivery is allowed and any extra charge. The PIN code is
 * remembered for the visit, so every product page and the cart answer for it at once.
 */
export function CheckDelivery({ className }: { className?: string }) {
  // Sent as a plain GET form (before the page's code ran, or without it), the PIN code is in the address
  // and the server rendered its answer.
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const typedInAddress = searchParams.get("pincode");
  const asked = typedInAddress !== null && isPinCode(typedInAddress) ? typedInAddress : null;
  const [pincode, setPincode] = useRememberedPin(asked);
  const [editing, setEditing] = useState(pincode === null);
  const [error, setError] = useState<string | undefined>(typedInAddress !== null && asked === null ? PIN_CODE_MESSAGE : undefined);
  const input = useRef<HTMLInputElement>(null);
  const check = useDeliveryCheck(editing ? null : pincode);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field holds the PIN (it is not kept in state), so digits typed before the page's code
    // arrived count too.
    const typed = input.current?.value ?? "";
    if (!isPinCode(typed)) {
      setError(PIN_CODE_MESSAGE);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setPincode(typed);
    setEditing(false);
  }

  function change(event: MouseEvent) {
    event.preventDefault();
    setEditing(true);
    // The field appears on the next render; the cursor goes into it then.
    requestAnimationFrame(() => input.current?.select());
  }

  return (
    <section aria-labelledby={`${id}-title`} className={cn("rounded-2xl border border-border p-4", className)}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <MapPin aria-hidden="true" className="size-4 text-primary-strong" />
        Check delivery
      </h2>
      {editing || pincode === null ? (
        // A plain GET form to this page: its address then carries ?pincode=, which the server answers.
        <form method="get" action={pathname} noValidate onSubmit={submit} className="mt-3">
          <Label htmlFor={`${id}-pin`} className="sr-only">
            PIN code
          </Label>
          <div className="flex gap-2">
            <Input
              ref={input}
              id={`${id}-pin`}
              name="pincode"
              defaultValue={pincode ?? typedInAddress ?? ""}
              onChange={(event) => {
                const digits = event.target.value.replace(/\D/g, "").slice(0, 6);
                if (digits !== event.target.value) event.target.value = digits;
                if (error) setError(undefined);
              }}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              autoComplete="postal-code"
              enterKeyHint="go"
              placeholder="Enter 6-digit PIN code"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="flex-1"
            />
            <Button type="submit" worksWithoutScript variant="outline">
              Check
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} className="mt-2 text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm">
          <span>
            Delivery to <span className="font-semibold tabular-nums">{pincode}</span>
          </span>
          {/* A link to the page without its PIN code: a new one can be typed there without the page's code too. */}
          <Button asChild variant="link" size="sm" className="h-auto px-0 text-sm">
            <a href={pathname} onClick={change} aria-label={`Change PIN code ${pincode}`}>
              Change
            </a>
          </Button>
        </p>
      )}
      <div role="status" aria-live="polite" className="empty:hidden">
        {editing || pincode === null ? null : <DeliveryAnswer pincode={pincode} check={check} />}
      </div>
    </section>
  );
}

function DeliveryAnswer({ pincode, check }: { pincode: string; check: ReturnType<typeof useDeliveryCheck> }) {
  if (check.isPending) return <p className="mt-2 text-sm text-muted-foreground">Checking delivery...</p>;
  if (check.isError) {
    return (
      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-destructive">
        Delivery could not be checked just now.
        <Button variant="link" size="sm" className="h-auto px-0 text-sm" onClick={() => void check.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const answer = check.data;
  if (!answer.deliverable) {
    return (
      <ul className="mt-2">
        <Line icon={<CircleAlert />} tone="bad">
          {notDeliveredMessage(pincode)}
        </Line>
      </ul>
    );
  }
  const charge = deliveryChargeOf(answer);
  return (
    <ul className="mt-2 grid gap-1.5">
      <Line icon={<CalendarCheck />} tone="good" strong>
        {deliveryPromise(answer)}
      </Line>
      <Line icon={<Banknote />} tone={answer.codAvailable ? "good" : "bad"}>
        {answer.codAvailable ? "Cash on delivery available" : "Cash on delivery not available"}
      </Line>
      {charge > 0 ? <Line icon={<Truck />}>{`Delivery charge of ${formatPaise(charge)} for ${answer.zone}`}</Line> : null}
    </ul>
  );
}

function Line({ icon, tone, strong, children }: { icon: ReactNode; tone?: "good" | "bad"; strong?: boolean; children: ReactNode }) {
  return (
    <li
      className={cn(
        "flex items-start gap-2 text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0",
        strong && "font-semibold",
        tone === "good" && "[&_svg]:text-emerald-700",
        tone === "bad" && "text-destructive",
      )}
    >
      <span aria-hidden="true">{icon}</span>
      <span>{children}</span>
    </li>
  );
}
