import { DeliveryHolidayInputSchema } from "@shared/schemas/delivery";
import type { z } from "zod";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useAddDeliveryHoliday } from "../api/add-delivery-holiday";
import { useDeleteDeliveryHoliday } from "../api/delete-delivery-holiday";
import { useDeliveryHolidays } from "../api/get-delivery-holidays";
import { holidayLabel } from "../lib/holiday-label";

/** The days parcels are not delivered besides Sundays: add one (date and name), remove one. */
export function DeliveryHolidaysSection() {
  const { data: holidays, isError } = useDeliveryHolidays();
  const remove = useDeleteDeliveryHoliday();

  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <h2 className="text-lg font-semibold leading-tight">{holidays ? `Holidays (${holidays.length})` : "Holidays"}</h2>
        <p className="text-sm text-muted-foreground">No parcel is delivered on these days nor on Sundays: the dates promised to shoppers skip them.</p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <HolidayForm />

        {holidays ? (
          holidays.length > 0 ? (
            <ul aria-label="Holidays" className="divide-y divide-border rounded-xl border border-border">
              {holidays.map((holiday) => (
                <li key={holiday.day} className="flex items-center justify-between gap-3 px-3 py-2.5">
                  <span className="min-w-0 text-sm">
                    <time dateTime={holiday.day} className="font-semibold tabular-nums">
                      {holidayLabel(holiday.day)}
                    </time>
                    <span className="text-muted-foreground"> · </span>
                    <span className="break-words">{holiday.name}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="text-destructive"
                    aria-label={`Remove ${holiday.name} (${holidayLabel(holiday.day)})`}
                    disabled={remove.isPending && remove.variables === holiday.day}
                    onClick={() =>
                      remove.mutate(holiday.day, {
                        onSuccess: () => toast({ title: "Holiday removed", description: `${holidayLabel(holiday.day)}: ${holiday.name}` }),
                        onError: () => toast({ title: "Error", description: "The holiday could not be removed. Please try again.", variant: "destructive" }),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">No holidays: only Sundays are skipped.</p>
          )
        ) : isError ? (
          <p className="py-6 text-center text-destructive">The holidays could not be loaded. Please reload the page.</p>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

/** Date and name of a new holiday; a changed field loses its message. */
function HolidayForm() {
  const add = useAddDeliveryHoliday();
  const form = useShopForm({ schema: DeliveryHolidayInputSchema, defaultValues: { day: "", name: "" }, recheck: "never" });

  function submit(holiday: z.output<typeof DeliveryHolidayInputSchema>) {
    add.mutate(holiday, {
      onSuccess: () => {
        toast({ title: "Holiday added", description: `${holidayLabel(holiday.day)}: ${holiday.name}` });
        form.reset();
      },
      onError: (error) => form.setError("day", { type: "server", message: errorMessage(error, "The holiday could not be added. Please try again.") }),
    });
  }

  return (
    <Form form={form} onValid={submit} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start [&>*]:min-w-0">
      <Field name="day" id="holiday-day" label="Date">
        {(control, field) => <Input {...control} {...field} type="date" />}
      </Field>
      <Field name="name" id="holiday-name" label="Holiday name">
        {(control, field) => <Input {...control} {...field} maxLength={60} placeholder="Diwali" />}
      </Field>
      <Button type="submit" disabled={add.isPending} className="sm:mt-6">
        {add.isPending ? "Adding..." : "Add holiday"}
      </Button>
    </Form>
  );
}
