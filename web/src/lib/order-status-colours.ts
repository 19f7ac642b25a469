import type { BadgeProps } from "@/components/ui/badge";

type BadgeVariant = NonNullable<BadgeProps["variant"]>;

/** Spec § 4: pending yellow, confirmed blue, shipped purple, delivered green, cancelled (or anything else) red. */
export function orderStatusVariant(status: string): BadgeVariant {
  switch (status) {
    case "pending":
      return "yellow";
    case "confirmed":
      return "blue";
    case "shipped":
      return "purple";
    case "delivered":
      return "green";
    default:
      return "red";
  }
}

/** Paid green, pending yellow, failed (or anything else) red: on the customer's and the administrator's screens alike. */
export function paymentStatusVariant(status: string): BadgeVariant {
  if (status === "paid") return "green";
  if (status === "pending") return "yellow";
  return "red";
}
