import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createResponseSerializerCompiler } from "./response-serializer";

const Product = z.object({ id: z.number().int(), name: z.string(), salePrice: z.string().nullable(), tags: z.array(z.string()) });
const route = (schema: unknown) => ({ schema, method: "GET", url: "/api/thing", httpStatus: "200" }) as never;
const serializerFor = (schema: unknown, checkAgainstSchema: boolean) => createResponseSerializerCompiler({ checkAgainstSchema })(route(schema)) as (data: unknown) => string;

describe("the response serializer", () => {
  it("writes what the schema names, in its order, and drops what it does not", () => {
    for (const checked of [true, false]) {
      const serialize = serializerFor(Product, checked);
      expect(serialize({ tags: ["soft"], name: "Bib", id: 7, salePrice: null, passwordHash: "x" })).toBe('{"id":7,"name":"Bib","salePrice":null,"tags":["soft"]}');
    }
  });

  it("refuses, outside production, an answer the schema does not allow", () => {
    expect(() => serializerFor(Product, true)({ id: "7", name: "Bib", salePrice: null, tags: [] })).toThrow();
  });

  it("keeps the checked serializer for a schema JSON Schema cannot express", () => {
    const Stamped = z.object({ at: z.date() });
    expect(serializerFor(Stamped, false)({ at: new Date("2026-11-27T10:00:00Z") })).toBe('{"at":"2026-11-27T10:00:00.000Z"}');
  });
});
