import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInRequest {
  method?: string;
  url?: string;
  authorization?: string;
  idempotencyKey?: string;
  body: unknown;
}

export interface StandInRefund {
  id: string;
  paymentId: string;
  amount: number;
  notes: unknown;
}

/**
 * Razorpay's Orders and Refunds APIs on a loopback port, for tests with real keys: it records every
 * request, answers a repeated X-Refund-Idempotency with the refund it made, and can be down (503) or
 * make the refund and then drop the connection before answering.
 */
export async function startRazorpayStandIn() {
  const requests: StandInRequest[] = [];
  const refundsByKey = new Map<string, StandInRefund>();
  let mode: "up" | "down" | "drop-after-create" = "up";
  let sequence = 0;

  const server = createServer(async (request: IncomingMessage, response) => {
    let text = "";
    for await (const chunk of request) text += chunk;
    const body = text ? JSON.parse(text) : undefined;
    const idempotencyKey = request.headers["x-refund-idempotency"];
    requests.push({ method: request.method, url: request.url, authorization: request.headers.authorization, idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : undefined, body });
    const answer = (status: number, json: object) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };
    if (mode === "down") return answer(503, { error: { code: "SERVER_ERROR", description: "The server is unavailable" } });
    if (request.url === "/v1/orders") {
      sequence += 1;
      return answer(200, { id: `order_StandIn${String(sequence).padStart(6, "0")}`, entity: "order", amount: body.amount, currency: "INR", receipt: body.receipt, status: "created" });
    }
    const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? "");
    if (refundOf && typeof idempotencyKey === "string") {
      let refund = refundsByKey.get(idempotencyKey);
      if (!refund) {
        sequence += 1;
        refund = { id: `rfnd_StandIn${String(sequence).padStart(6, "0")}`, paymentId: decodeURIComponent(refundOf[1]!), amount: body.amount, notes: body.notes };
        refundsByKey.set(idempotencyKey, refund);
      }
      if (mode === "drop-after-create") return void response.socket?.destroy();
      return answer(200, { id: refund.id, entity: "refund", amount: refund.amount, currency: "INR", payment_id: refund.paymentId, notes: refund.notes, status: "pending" });
    }
    answer(404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    /** The refunds it made, one per idempotency key. */
    refunds: () => [...refundsByKey.values()],
    refundFor: (idempotencyKey: string) => refundsByKey.get(idempotencyKey),
    setMode: (next: typeof mode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
