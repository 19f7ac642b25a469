import { describe, expect, it } from "vitest";
import { attemptSignature, billingAddressOf, cashOnDeliveryBody, EMPTY_ADDRESS } from "./checkout-payload";

const shippingAddress = { firstName: "Asha", lastName: "Rao", address: "1 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001", phone: "9876543210" };
const details = { shippingAddress, billing: { ...EMPTY_ADDRESS, city: " Mumbai " }, sameAsShipping: true, notes: "  " };
const item = { id: "line-1", quantity: 2, product: { id: 7, price: "500.00", salePrice: "450.00" }, variant: { id: 70, options: { Size: "M" } } } as never;

describe("checkout payload", () => {
  it("bills the shipping address when 'same as shipping' is checked, else the billing fields as typed", () => {
    expect(billingAddressOf(details)).toEqual(shippingAddress);
    expect(billingAddressOf({ ...details, sameAsShipping: false })).toEqual({ ...EMPTY_ADDRESS, city: "Mumbai" });
  });

  it("sends the totals shown and each line at its unit price, without empty notes", () => {
    const body = cashOnDeliveryBody([item], { subtotal: 90_000, tax: 16_200, shipping: 9_900, total: 116_100 }, details, () => 45_000);
    expect(body.orderData).toMatchObject({ subtotal: "900.00", tax: "162.00", shipping: "99.00", total: "1161.00", paymentMethod: "cod" });
    expect(body.orderData.notes).toBeUndefined();
    expect(body.items).toEqual([{ productId: 7, variantId: 70, quantity: 2, price: "450.00", total: "900.00" }]);
  });

  it("sends the delivery zone's charge beside shipping when there is one", () => {
    const body = cashOnDeliveryBody([item], { subtotal: 90_000, tax: 16_200, shipping: 9_900, deliveryCharge: 9_900, total: 126_000 }, details, () => 45_000);
    expect(body.orderData).toMatchObject({ shipping: "99.00", deliveryCharge: "99.00", total: "1260.00" });
    expect(cashOnDeliveryBody([item], { subtotal: 90_000, tax: 16_200, shipping: 9_900, deliveryCharge: 0, total: 116_100 }, details, () => 45_000).orderData).not.toHaveProperty("deliveryCharge");
  });

  it("treats a different cart or size, total, way of paying, address or note as a new attempt", () => {
    const signature = attemptSignature([item], 116_100, "cod", details);
    expect(attemptSignature([item], 116_100, "cod", { ...details })).toBe(signature);
    expect(attemptSignature([item], 116_200, "cod", details)).not.toBe(signature);
    expect(attemptSignature([item], 116_100, "razorpay", details)).not.toBe(signature);
    expect(attemptSignature([item], 116_100, "cod", { ...details, shippingAddress: { ...shippingAddress, city: "Nagpur" } })).not.toBe(signature);
    expect(attemptSignature([item], 116_100, "cod", { ...details, sameAsShipping: false })).not.toBe(signature);
    expect(attemptSignature([item], 116_100, "cod", { ...details, notes: "Leave at the door" })).not.toBe(signature);
    const otherSize = { ...(item as object), variant: { id: 71, options: { Size: "L" } } } as never;
    expect(attemptSignature([otherSize], 116_100, "cod", details)).not.toBe(signature);
  });
});
