import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient, HANDLES_UNAUTHORIZED } from "./query-client";

const unauthorized = () => new ApiError(401, "Unauthorized", '{"message":"Unauthorized","code":"unauthorized"}');

describe("the app-wide 401 handler", () => {
  it("is told when a query answers 401", async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client.fetchQuery({ queryKey: ["cart"], queryFn: () => Promise.reject(unauthorized()) }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("is told when a mutation answers 401", async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(unauthorized()) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("leaves alone calls that handle their own 401, and other failures", async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({ queryKey: ["auth"], queryFn: () => Promise.reject(unauthorized()), meta: HANDLES_UNAUTHORIZED })
      .catch(() => undefined);
    const signIn = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(401, "Unauthorized", '{"message":"Invalid email or password.","code":"unauthorized"}')),
      meta: HANDLES_UNAUTHORIZED,
    });
    await signIn.execute(undefined).catch(() => undefined);
    await client.fetchQuery({ queryKey: ["orders"], queryFn: () => Promise.reject(new ApiError(403, "Forbidden", "")) }).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
