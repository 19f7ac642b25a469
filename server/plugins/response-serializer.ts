import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as checkedSerializerCompiler } from "fastify-type-provider-zod";
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";

type Serialize = (data: unknown) => string;

/** The route's response schema as JSON Schema, for a compiled serializer; undefined when it cannot be one (a date, a custom type). */
function jsonSchemaOf(schema: unknown): object | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: "output", unrepresentable: "throw", target: "draft-7" });
  } catch {
    return undefined;
  }
}

/**
 * Answers are written by a serializer compiled from each route's response schema (fast-json-stringify),
 * not checked against the zod schema and then stringified: a profile of an uncached search spent 8% on
 * that check. With `checkAgainstSchema` (tests and development) each answer is also checked and written
 * the old way, and a difference between the two is an error, so the compiled serializer can never drift
 * from the schema unseen. A schema JSON Schema cannot express keeps the checked serializer.
 */
export function createResponseSerializerCompiler({ checkAgainstSchema }: { checkAgainstSchema: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const checked: Serialize = checkedSerializerCompiler(route as never) as Serialize;
    const jsonSchema = jsonSchemaOf(route.schema);
    if (!jsonSchema) return checked;
    const compiled: Serialize = fastJson(jsonSchema);
    if (!checkAgainstSchema) return compiled;
    return (data) => {
      const expected = checked(data);
      const written = compiled(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: the compiled serializer wrote ${written.slice(0, 300)} where the schema gives ${expected.slice(0, 300)}`);
      }
      return written;
    };
  };
}
