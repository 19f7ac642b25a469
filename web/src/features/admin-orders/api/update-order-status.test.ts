import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/lib/query-keys";
import { orderStatusMutationOptions, updateOrderStatus } from "./update-order-status";

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const changed = { message: "This order was changed meanwhile (it is now cancelled). Please check it again.", code: "conflict" };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("changing an order's status", () => {
  it("says which status the administrator saw", async () => {
    const fetchMock = vi.fn(async () => answer(200, { id: "order-1", status: "shipped" }));
    vi.stubGlobal("fetch", fetchMock);
    await updateOrderStatus({ orderId: "order-1", status: "shipped", expectedStatus: "confirmed" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/orders/order-1/status");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(init.body as string)).toEqual({ status: "shipped", expectedStatus: "confirmed" });
  });

  it("refreshes the order lists when the server answers that the order changed meanwhile", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => answer(409, changed)));
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const mutation = client.getMutationCache().build(client, orderStatusMutationOptions(client));
    await expect(mutation.execute({ orderId: "order-1", status: "shipped", expectedStatus: "confirmed" })).rejects.toMatchObject({ status: 409, serverMessage: changed.message });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.admin.all });
  });

  it("leaves the lists alone after another failure", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => answer(500, { message: "Something went wrong", code: "internal" })));
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const mutation = client.getMutationCache().build(client, orderStatusMutationOptions(client));
    await expect(mutation.execute({ orderId: "order-1", status: "shipped", expectedStatus: "confirmed" })).rejects.toMatchObject({ status: 500 });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
