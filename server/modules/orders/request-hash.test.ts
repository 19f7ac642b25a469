import { describe, expect, it } from "vitest";
import { canonicalJson, orderRequestHash } from "./request-hash";

const address = { firstName: "Asha", lastName: "Verma", address: "12, MG Road", city: "Jaipur", state: "Rajasthan", pincode: "302001", phone: "9876543210" };
const request = {
  lines: [
    { productId: 7, quantity: 2 },
    { productId: 3, quantity: 1 },
  ],
  shippingAddress: address,
  billingAddress: address,
  notes: null,
  paymentMethod: "cod",
  totalPaise: 118_000,
};

describe("the request hash of an order", () => {
  it("writes JSON with sorted keys and without undefined members", () => {
    expect(canonicalJson({ b: 1, a: [{ d: undefined, c: "x" }], e: null })).toBe('{"a":[{"c":"x"}],"b":1,"e":null}');
  });

  it("is the same for the same order, whatever the order of keys and lines", () => {
    const reordered = { ...request, lines: [...request.lines].reverse(), shippingAddress: Object.fromEntries(Object.entries(address).reverse()) };
    expect(orderRequestHash(reordered)).toBe(orderRequestHash(request));
    expect(orderRequestHash(request)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs when a quantity, an address, the notes, the way of paying or the total differ", () => {
    const hash = orderRequestHash(request);
    expect(orderRequestHash({ ...request, lines: [{ productId: 7, quantity: 3 }, request.lines[1]!] })).not.toBe(hash);
    expect(orderRequestHash({ ...request, shippingAddress: { ...address, city: "Pune" } })).not.toBe(hash);
    expect(orderRequestHash({ ...request, billingAddress: { ...address, pincode: "411001" } })).not.toBe(hash);
    expect(orderRequestHash({ ...request, notes: "Ring twice" })).not.toBe(hash);
    expect(orderRequestHash({ ...request, paymentMethod: "razorpay" })).not.toBe(hash);
    expect(orderRequestHash({ ...request, totalPaise: 118_001 })).not.toBe(hash);
  });
});
