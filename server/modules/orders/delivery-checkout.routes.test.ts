import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { quickCustomer } from "../../test/accounts";
import { pdfText } from "../../test/pdf-text";
import {
  catalogueFixture,
  codOrder,
  deliveryAddress,
} from "../../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";

// The shop delivers to Rajasthan, and to the Andaman and Nicobar Islands for ₹99 more without cash on
// delivery; nowhere else. A ₹1000 product costs 1180.00 with GST, with free shipping.
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp(GST_ADDED);
  shop = await catalogueFixture(ctx.database.db);
  admin = (await quickCustomer(ctx.database.db, { isAdmin: true })).cookie;
  for (const zone of [
    {
      name: "Rajasthan",
      minDays: 2,
      maxDays: 3,
      codAllowed: true,
      extraCharge: "0",
      areas: [{ state: "Rajasthan" }],
    },
    {
      name: "Andaman and Nicobar",
      minDays: 6,
      maxDays: 8,
      codAllowed: false,
      extraCharge: "99",
      areas: [{ state: "Andaman and Nicobar Islands" }],
    },
  ]) {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/delivery/zones",
      headers: { cookie: admin },
      payload: zone,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => ctx?.close());

const portBlair = {
  ...deliveryAddress,
  address: "7 Aberdeen Bazaar",
  city: "Port Blair",
  state: "Andaman and Nicobar Islands",
  pincode: "744101",
};
const bengaluru = {
  ...deliveryAddress,
  address: "14 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560025",
};

const stockOf = async (id: number) =>
  (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!
    .stockQuantity;
const ordersOf = (userId: string) =>
  ctx.database.db.select().from(orders).where(eq(orders.userId, userId));
const checkOf = async (pincode: string) =>
  (
    await ctx.app.inject({ url: `/api/delivery/check?pincode=${pincode}` })
  ).json();
const placeCod = (
  cookie: string,
  productId: number,
  total: string,
  extra: Record<string, unknown> = {},
) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { cookie },
    payload: codOrder([{ productId, quantity: 1 }], total, extra),
  });

/** A customer with one ₹1000 product in the cart. */
async function customerWithCart() {
  const customer = await quickCustomer(ctx.database.db);
  const product = await shop.product({ price: 1000, stockQuantity: 5 });
  await ctx.app.inject({
    method: "POST",
    url: "/api/cart",
    headers: { cookie: customer.cookie },
    payload: { productId: product.id, quantity: 1 },
  });
  return { ...customer, product };
}

const createPaymentOrder = (
  cookie: string,
  amount: string,
  shippingAddress: object,
) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/payment/create-order",
    headers: { cookie },
    payload: { amount, orderData: { shippingAddress } },
  });

/** Pays a payment order in the sandbox and verifies it, as the checkout page does; answers the paid order. */
async function payAndVerify(cookie: string, gatewayOrderId: string) {
  const paid = (
    await ctx.app.inject({
      method: "POST",
      url: `/sandbox/razorpay/v1/checkout/${gatewayOrderId}/pay`,
      payload: {},
    })
  ).json();
  const verified = await ctx.app.inject({
    method: "POST",
    url: "/api/payment/verify",
    headers: { cookie },
    payload: paid,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().order;
}

describe("checkout with delivery zones: cash on delivery", () => {
  it("places an order where the shop delivers, keeping the promised day and no extra charge", async () => {
    const { cookie, product } = await customerWithCart();
    const promise = await checkOf("302001");
    const response = await placeCod(cookie, product.id, "1180.00");
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({
      subtotal: "1000.00",
      tax: "180.00",
      shipping: "0.00",
      deliveryCharge: "0.00",
      total: "1180.00",
      deliveryBy: promise.deliveryBy,
    });
    expect(
      (
        await ctx.app.inject({
          url: `/api/orders/${order.id}`,
          headers: { cookie },
        })
      ).json(),
    ).toMatchObject({ deliveryCharge: "0.00", deliveryBy: promise.deliveryBy });
  });

  it("refuses a PIN code the shop does not deliver to with 409 at the PIN code, writing nothing", async () => {
    const { cookie, user, product } = await customerWithCart();
    const response = await placeCod(cookie, product.id, "1180.00", {
      shippingAddress: bengaluru,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "not_delivered",
      field: "shippingAddress.pincode",
      message: "We do not deliver to PIN code 560025 yet.",
    });
    expect(await stockOf(product.id)).toBe(5);
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it("refuses cash on delivery where its zone does not allow it, whatever total was sent", async () => {
    const { cookie, user, product } = await customerWithCart();
    for (const total of ["1296.82", "1180.00"]) {
      const response = await placeCod(cookie, product.id, total, {
        shippingAddress: portBlair,
        deliveryCharge: "99.00",
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: "cod_not_available",
        message:
          "Cash on delivery is not available for PIN code 744101. Please pay online.",
      });
    }
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it("refuses a PIN code of another state with 400 naming the field, before anything else", async () => {
    const { cookie, user, product } = await customerWithCart();
    const shipping = await placeCod(cookie, product.id, "1180.00", {
      shippingAddress: { ...deliveryAddress, pincode: "682001" },
    });
    expect(shipping.statusCode).toBe(400);
    expect(shipping.json()).toEqual({
      code: "invalid_input",
      field: "orderData.shippingAddress.pincode",
      message: "PIN code 682001 is in Kerala or Lakshadweep, not Rajasthan.",
      issues: [
        {
          path: "orderData.shippingAddress.pincode",
          message:
            "PIN code 682001 is in Kerala or Lakshadweep, not Rajasthan.",
        },
      ],
    });
    const billing = await placeCod(cookie, product.id, "1180.00", {
      billingAddress: {
        ...deliveryAddress,
        state: "Kerala",
        pincode: "302001",
      },
    });
    expect(billing.statusCode).toBe(400);
    expect(billing.json()).toMatchObject({
      field: "orderData.billingAddress.pincode",
      message: "PIN code 302001 is in Rajasthan, not Kerala.",
    });
    // A billing address that gives a state but no PIN code of its own is not checked.
    expect(
      (
        await placeCod(cookie, product.id, "1180.00", {
          billingAddress: { state: "Kerala" },
        })
      ).statusCode,
    ).toBe(201);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });
});

describe("checkout with delivery zones: paying online", () => {
  it("charges the zone's extra charge in the payment, and answers the totals with it when the total sent lacks it", async () => {
    const { cookie, user } = await customerWithCart();
    const lacking = await createPaymentOrder(cookie, "1180.00", portBlair);
    expect(lacking.statusCode).toBe(409);
    expect(lacking.json()).toMatchObject({
      code: "price_changed",
      totals: {
        subtotal: "1000.00",
        tax: "197.82",
        shipping: "0.00",
        deliveryCharge: "99.00",
        total: "1296.82",
      },
    });

    const promise = await checkOf("744101");
    const response = await createPaymentOrder(cookie, "1296.82", portBlair);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().amount).toBe(129_682);
    const [row] = await ordersOf(user.id).then((rows) =>
      rows.filter((each) => each.status === "pending"),
    );
    expect(row).toMatchObject({
      totalPaise: 129_682,
      deliveryChargePaise: 9_900,
      deliveryBy: promise.deliveryBy,
    });

    const order = await payAndVerify(cookie, response.json().orderId);
    expect(order).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      subtotal: "1000.00",
      tax: "197.82",
      shipping: "0.00",
      deliveryCharge: "99.00",
      total: "1296.82",
      deliveryBy: promise.deliveryBy,
    });
    const inBackOffice = (
      await ctx.app.inject({
        url: "/api/admin/orders",
        headers: { cookie: admin },
      })
    ).json();
    expect(
      inBackOffice.find((each: { id: string }) => each.id === order.id),
    ).toMatchObject({
      deliveryCharge: "99.00",
      deliveryBy: promise.deliveryBy,
    });
  });

  it("refuses to start a payment to a PIN code the shop does not deliver to, or of another state", async () => {
    const { cookie, user } = await customerWithCart();
    const nowhere = await createPaymentOrder(cookie, "1180.00", bengaluru);
    expect(nowhere.statusCode).toBe(409);
    expect(nowhere.json()).toMatchObject({
      code: "not_delivered",
      field: "shippingAddress.pincode",
    });
    const mismatched = await createPaymentOrder(cookie, "1296.82", {
      ...portBlair,
      state: "Rajasthan",
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json()).toMatchObject({
      field: "orderData.shippingAddress.pincode",
      message:
        "PIN code 744101 is in Andaman and Nicobar Islands, not Rajasthan.",
    });
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it("gives the delivery charge back with the rest when a paid order is cancelled", async () => {
    const { cookie } = await customerWithCart();
    const { orderId } = (
      await createPaymentOrder(cookie, "1296.82", portBlair)
    ).json();
    const order = await payAndVerify(cookie, orderId);
    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      refunded: "1296.82",
      refunds: [expect.objectContaining({ amount: "1296.82" })],
    });
  });

  it("prints the delivery charge on the tax invoice, taxed at the goods' rate under its service code, in the invoice's total", async () => {
    const { cookie } = await customerWithCart();
    const { orderId } = (
      await createPaymentOrder(cookie, "1296.82", portBlair)
    ).json();
    const order = await payAndVerify(cookie, orderId);
    const shipped = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${order.id}/status`,
      headers: { cookie: admin },
      payload: { status: "shipped" },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [invoice] = shipped.json().taxDocuments;
    expect(invoice).toMatchObject({ kind: "invoice", total: "1296.82" });
    const pdf = await ctx.app.inject({
      url: `/api/admin/orders/${order.id}/tax-documents/${invoice.id}`,
      headers: { cookie: admin },
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Delivery charge");
    expect(text).toContain("996812");
    expect(text).toContain("17.82");
    expect(text).not.toContain("without GST");
  });
});
