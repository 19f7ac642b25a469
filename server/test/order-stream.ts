import { codOrder } from "./shop-fixtures";

/** One answer the stream got: when (ms since it started), its status, and for a 201 the order's id. */
export interface StreamAnswer {
  atMs: number;
  /** How long the request took to be answered (or to fail). */
  tookMs: number;
  status: number;
  retryAfter: string | null;
  orderId?: string;
  /** No answer at all (the connection failed or the request ran past its deadline). */
  failure?: string;
}

export interface OrderStream {
  answers: StreamAnswer[];
  /** Ms since the stream started. */
  now(): number;
  stop(): Promise<void>;
}

/**
 * `cookies.length` shoppers at once, each placing cash-on-delivery orders of one unit of a product
 * (`total` is the order's total) one after the other, and reading its page between orders, until
 * stopped. Every answer is recorded; a request that gets none within `deadlineMs` is a failure.
 */
export function streamOrders(shopUrl: string, cookies: string[], product: { id: number; slug: string; total: string }, { deadlineMs = 10_000, pauseMs = 20 } = {}): OrderStream {
  const answers: StreamAnswer[] = [];
  const start = performance.now();
  const now = () => performance.now() - start;
  let stopped = false;

  async function ask(url: string, init: RequestInit): Promise<void> {
    const askedAt = now();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(deadlineMs) });
      const body = (await response.json().catch(() => ({}))) as { order?: { id?: string } };
      answers.push({ atMs: now(), tookMs: now() - askedAt, status: response.status, retryAfter: response.headers.get("retry-after"), orderId: response.status === 201 ? body.order?.id : undefined });
    } catch (error) {
      answers.push({ atMs: now(), tookMs: now() - askedAt, status: 0, retryAfter: null, failure: String(error) });
    }
  }

  async function shopper(cookie: string): Promise<void> {
    while (!stopped) {
      await ask(`${shopUrl}/api/orders`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(codOrder([{ productId: product.id, quantity: 1 }], product.total)),
      });
      await ask(`${shopUrl}/api/products/${product.slug}`, { headers: { cookie } });
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  const running = Promise.all(cookies.map(shopper));
  return {
    answers,
    now,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** How many answers of each status (0: no answer), e.g. { 200: 310, 201: 305, 503: 12 }. */
export function countByStatus(answers: readonly StreamAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
