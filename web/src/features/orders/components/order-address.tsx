import type { Order } from "@shared/schemas/orders";

/** A postal address as the order stored it; empty fields (an optional billing address) are left out. */
export function OrderAddress({ address }: { address: Order["shippingAddress"] }) {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const place = [address.city, address.state].filter(Boolean).join(", ");
  return (
    <address className="grid gap-0.5 text-sm not-italic">
      {name ? <span className="font-semibold">{name}</span> : null}
      {address.address ? <span>{address.address}</span> : null}
      {place || address.pincode ? <span>{[place, address.pincode].filter(Boolean).join(" - ")}</span> : null}
      {address.phone ? <span>Phone: {address.phone}</span> : null}
    </address>
  );
}
