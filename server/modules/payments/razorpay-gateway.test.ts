import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startRazorpayStandIn } from "../../test/razorpay-stand-in";
import { GatewayError, GatewayRefusal } from "./gateway";
import { createRazorpayGateway } from "./razorpay-gateway";

const keys = { keyId: "rzp_test_Live123", keySecret: "live-secret" };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A loopback server that answers every request with this status and body. */
async function answering(status: number, body: object) {
  const server = createServer((_request, response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

const refund = { paymentId: "pay_Abc123", amountPaise: 59000, idempotencyKey: "5f0c1e2a-7a4b-4c1e-9d2f-0b6a1c2d3e4f", notes: { refundId: "r-1", orderNumber: "KK-261122-01001" } };

describe("the Razorpay gateway's refunds", () => {
  it("sends Razorpay's Refunds API exactly the request it expects and reads its answer", async () => {
    const standIn = await startRazorpayStandIn();
    cleanups.push(standIn.close);
    const answer = await createRazorpayGateway({ ...keys, apiUrl: standIn.apiUrl }).refundPayment(refund);
    expect(answer).toEqual({ id: expect.stringMatching(/^rfnd_/), status: "pending", amount: 59000 });
    expect(standIn.requests).toEqual([
      {
        method: "POST",
        url: "/v1/payments/pay_Abc123/refund",
        authorization: `Basic ${Buffer.from("rzp_test_Live123:live-secret").toString("base64")}`,
        idempotencyKey: refund.idempotencyKey,
        body: { amount: 59000, speed: "normal", notes: refund.notes },
      },
    ]);
  });

  it("takes Razorpay's refusal (a 4xx) as final, with its description", async () => {
    const apiUrl = await answering(400, { error: { code: "BAD_REQUEST_ERROR", description: "The total refund amount is greater than the refund payment amount" } });
    const attempt = createRazorpayGateway({ ...keys, apiUrl }).refundPayment(refund);
    await expect(attempt).rejects.toBeInstanceOf(GatewayRefusal);
    await expect(attempt).rejects.toMatchObject({ description: "The total refund amount is greater than the refund payment amount" });
  });

  it.each([
    [503, "a server error"],
    [409, "the same key still being processed"],
    [429, "rate limiting"],
    [401, "a wrong key"],
  ])("takes %i (%s) as worth trying again", async (status) => {
    const apiUrl = await answering(status, { error: { description: "not now" } });
    await expect(createRazorpayGateway({ ...keys, apiUrl }).refundPayment(refund)).rejects.toBeInstanceOf(GatewayError);
  });

  it("takes a closed port as worth trying again", async () => {
    const apiUrl = await answering(200, {});
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await expect(createRazorpayGateway({ ...keys, apiUrl }).refundPayment(refund)).rejects.toBeInstanceOf(GatewayError);
  });
});
