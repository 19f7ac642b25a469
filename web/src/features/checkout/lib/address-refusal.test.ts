import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { shippingAddressRefusal } from "./address-refusal";

const refused = (status: number, body: object) => new ApiError(status, "", JSON.stringify(body));

describe("the shipping-address field a refused order names", () => {
  it("takes the field of a 409 (a PIN code the shop does not deliver to)", () => {
    const error = refused(409, { code: "not_delivered", field: "shippingAddress.pincode", message: "We do not deliver to PIN code 799001 yet." });
    expect(shippingAddressRefusal(error)).toEqual({ field: "pincode", message: "We do not deliver to PIN code 799001 yet." });
  });

  it("takes the issue of a 400 about the shipping address (a PIN code of another state)", () => {
    const message = "PIN code 682001 is in Kerala, not Rajasthan";
    const error = refused(400, { code: "invalid_input", message, field: "orderData.shippingAddress.pincode", issues: [{ path: "orderData.shippingAddress.pincode", message }] });
    expect(shippingAddressRefusal(error)).toEqual({ field: "pincode", message: "PIN code 682001 is in Kerala, not Rajasthan" });
  });

  it("leaves other refusals alone", () => {
    expect(shippingAddressRefusal(refused(409, { code: "insufficient_stock", message: "Not enough stock" }))).toBeNull();
    expect(shippingAddressRefusal(refused(400, { code: "invalid_input", message: "x", field: "orderData.billingAddress.pincode" }))).toBeNull();
    expect(shippingAddressRefusal(refused(409, { code: "cod_not_available", message: "x", field: "orderData.paymentMethod" }))).toBeNull();
    expect(shippingAddressRefusal(refused(409, { code: "conflict", message: "x", field: "shippingAddress.constructor" }))).toBeNull();
    expect(shippingAddressRefusal(new Error("offline"))).toBeNull();
  });
});
