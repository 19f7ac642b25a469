import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { quantityRefusal } from "./quantity-refusal";

const answer = (status: number, body: object) => new ApiError(status, "", JSON.stringify(body));

describe("a refused quantity", () => {
  it("carries the server's reason for the stock and for the units one order may hold", () => {
    expect(quantityRefusal(answer(409, { code: "insufficient_stock", message: "Only 3 of Soft Bib left in stock" }))).toEqual({
      title: "Not enough stock",
      description: "Only 3 of Soft Bib left in stock",
    });
    expect(quantityRefusal(answer(409, { code: "conflict", message: "You can order at most 10 of one product" }))).toEqual({
      title: "Limit reached",
      description: "You can order at most 10 of one product",
    });
  });

  it("is nothing for other failures", () => {
    expect(quantityRefusal(answer(500, { code: "internal", message: "Internal Server Error" }))).toBeUndefined();
    expect(quantityRefusal(new ApiError(502, "Bad Gateway", ""))).toBeUndefined();
    expect(quantityRefusal(new Error("offline"))).toBeUndefined();
  });
});
