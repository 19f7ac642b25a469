import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, errorMessage, isUnauthorizedError } from "./api-client";

function answer(status: number, body: string, init: { statusText?: string; contentType?: string } = {}) {
  return new Response(body || null, {
    status,
    statusText: init.statusText ?? "",
    headers: { "content-type": init.contentType ?? "application/json" },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api client", () => {
  it("sends cookies and JSON bodies, and parses JSON answers", async () => {
    const fetchMock = vi.fn(async () => answer(201, JSON.stringify({ id: 7 })));
    vi.stubGlobal("fetch", fetchMock);

    await expect(api.post("/api/cart", { productId: 7, quantity: 1 })).resolves.toEqual({ id: 7 });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/cart");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"productId":7,"quantity":1}');
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("returns undefined for an empty answer (204)", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(null, { status: 204 })));
    await expect(api.delete("/api/cart")).resolves.toBeUndefined();
  });

  it("throws '{status}: {body}' with the parsed error body", async () => {
    const body = { message: "Only 2 left in stock", code: "insufficient_stock", field: "quantity" };
    vi.stubGlobal("fetch", vi.fn(async () => answer(409, JSON.stringify(body), { statusText: "Conflict" })));

    const error = await api.post("/api/cart", { productId: 1, quantity: 5 }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(409);
    expect(apiError.code).toBe("insufficient_stock");
    expect(apiError.field).toBe("quantity");
    expect(apiError.serverMessage).toBe("Only 2 left in stock");
  });

  it("uses the status text when the error answer has no body", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => answer(502, "", { statusText: "Bad Gateway" })));

    const error = (await api.get("/api/products").catch((caught: unknown) => caught)) as ApiError;

    expect(error.message).toBe("502: Bad Gateway");
    expect(error.body).toBeNull();
  });

  it("keeps a text error body as the message and has no JSON body", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => answer(500, "upstream exploded", { contentType: "text/plain" })));

    const error = (await api.get("/api/products").catch((caught: unknown) => caught)) as ApiError;

    expect(error.message).toBe("500: upstream exploded");
    expect(error.body).toBeNull();
  });
});

describe("isUnauthorizedError", () => {
  it("recognises the server's 401", () => {
    expect(isUnauthorizedError(new ApiError(401, "Unauthorized", '{"message":"Unauthorized","code":"unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, "Unauthorized", ""))).toBe(true);
  });

  it("ignores other failures", () => {
    expect(isUnauthorizedError(new ApiError(403, "Forbidden", '{"message":"Forbidden"}'))).toBe(false);
    expect(isUnauthorizedError(new Error("Unauthorized"))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });
});

describe("errorMessage", () => {
  it("prefers the server's message, else the fallback", () => {
    expect(errorMessage(new ApiError(400, "", '{"message":"Current password is wrong","code":"invalid_input"}'), "Failed")).toBe(
      "Current password is wrong",
    );
    expect(errorMessage(new ApiError(500, "Internal Server Error", ""), "Failed to change password")).toBe("Failed to change password");
    expect(errorMessage(new TypeError("fetch failed"), "Failed")).toBe("Failed");
  });
});
