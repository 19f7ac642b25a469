/**
 * Hostile values for fuzzing the API from its OpenAPI document: what a careless or malicious client
 * may put in a body field, a query parameter or a path segment, chosen by the field's JSON Schema.
 */

/** The subset of JSON Schema that @fastify/swagger writes for the shop's zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Text sent verbatim inside a JSON body where a value goes: numbers JSON.stringify cannot write (1e999 is Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

export interface Hostile {
  label: string;
  value: unknown;
  /** Tried on every field of its kind on every run; the other values are sampled. */
  essential?: boolean;
}

export function hashText(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/** `count` items of `items`, picked without repeats and in a stable order for a given `random`. */
export function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy.slice(0, count);
}

export const HUNDRED_KB = "ab\u00e9\u0915".repeat(25_000);

export const HOSTILE_STRINGS: Hostile[] = [
  { label: "NUL byte", value: "a\u0000b", essential: true },
  { label: "SOH control character", value: "a\u0001b" },
  { label: "escape sequence", value: "\u001b[31mred" },
  { label: "DEL", value: "a\u007fb" },
  { label: "NEL (C1 control)", value: "a\u0085b" },
  { label: "lone high surrogate", value: "\ud800", essential: true },
  { label: "lone low surrogate inside text", value: "x\udc00y" },
  { label: "100 KB string", value: HUNDRED_KB, essential: true },
  { label: "emoji and Devanagari", value: "👶🏽 बच्चा ❤️‍🔥" },
  { label: "bidi override and zero-width", value: "\u202eabc\u200b\ufeff" },
  { label: "SQL injection", value: "' or 1=1--" },
  { label: "path traversal", value: "../../etc/passwd" },
  { label: "percent-encoded NUL", value: "%00" },
  { label: "empty string", value: "" },
  { label: "only spaces", value: "   " },
  { label: "HTML", value: "<script>alert(1)</script>" },
  { label: "prototype key", value: "__proto__" },
  { label: "400-digit number as text", value: "9".repeat(400) },
];

export const HOSTILE_NUMBERS: Hostile[] = [
  { label: "2**31", value: 2 ** 31, essential: true },
  { label: "2**53", value: 2 ** 53 },
  { label: "1e308", value: 1e308 },
  { label: "999999999.99 (rupees: paise beyond 32 bits)", value: 999_999_999.99, essential: true },
  { label: "9999999999999.99 (the most 13 digits hold)", value: 9_999_999_999_999.99 },
  { label: "-1", value: -1 },
  { label: "0", value: 0 },
  { label: "1.5", value: 1.5 },
  { label: "smallest double", value: 5e-324 },
  { label: "1e21 (written 1e+21)", value: 1e21 },
  { label: "'NaN' as text", value: "NaN" },
  { label: "'Infinity' as text", value: "Infinity" },
  { label: "'-Infinity' as text", value: "-Infinity" },
  { label: "1e999 (Infinity after JSON.parse)", value: new RawJson("1e999") },
  { label: "-0", value: new RawJson("-0") },
  { label: "30-digit integer", value: new RawJson("123456789012345678901234567890") },
  { label: "400 digits as text", value: "9".repeat(400), essential: true },
  { label: "hex as text", value: "0x10" },
];

export const WRONG_TYPES: Hostile[] = [
  { label: "null", value: null },
  { label: "object", value: { a: 1 } },
  { label: "array", value: ["a", 1] },
  { label: "true", value: true },
  { label: "query-operator object", value: { $gt: "" } },
];

/** The kinds of value a schema accepts, looking through anyOf, nullable and enums. */
export function kindsOf(schema: JsonSchema): Set<string> {
  const kinds = new Set<string>();
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) for (const kind of kindsOf(option)) kinds.add(kind);
  for (const type of [schema.type ?? []].flat()) kinds.add(type === "integer" ? "number" : type);
  if (schema.enum) for (const value of schema.enum) kinds.add(typeof value);
  if (schema.properties) kinds.add("object");
  if (kinds.size === 0) kinds.add("any");
  return kinds;
}

/** Hostile values for one field of a JSON body. */
export function hostileBodyValues(schema: JsonSchema): Hostile[] {
  const kinds = kindsOf(schema);
  const values: Hostile[] = [];
  if (kinds.has("string") || kinds.has("any")) values.push(...HOSTILE_STRINGS, { label: "number for text", value: 12345 });
  if (kinds.has("number")) values.push(...HOSTILE_NUMBERS, { label: "digits as text", value: "12" });
  if (kinds.has("boolean")) values.push({ label: "'true' as text", value: "true" }, { label: "1 for true", value: 1 });
  if (kinds.has("array")) values.push({ label: "empty array", value: [] }, { label: "array of nulls", value: [null, null] }, { label: "20,000 items", value: new RawJson(`[${"0,".repeat(19_999)}0]`) });
  if (kinds.has("object")) values.push({ label: "empty object", value: {} }, { label: "text for object", value: "{}" }, { label: "10,000 levels deep", value: new RawJson(deeplyNested(10_000)) });
  values.push(...WRONG_TYPES);
  return values;
}

/** Hostile text for a query parameter or a path segment; arrays become repeated query keys. */
export function hostileTextValues(schema: JsonSchema): Hostile[] {
  const kinds = kindsOf(schema);
  const values: Hostile[] = [...HOSTILE_STRINGS];
  if (kinds.has("number") || kinds.has("boolean")) {
    for (const { label, value, essential } of HOSTILE_NUMBERS) values.push({ label, value: value instanceof RawJson ? value.text : String(value), essential });
  }
  values.push(
    { label: "repeated key", value: ["1", "2"] },
    { label: "'null'", value: "null" },
    { label: "'true'", value: "true" },
    { label: "'[object Object]'", value: "[object Object]" },
    { label: "malformed percent escape", value: new RawJson("%E0%A4%A") },
    { label: "overlong UTF-8 dot dot slash", value: new RawJson("%C0%AE%C0%AE%2F") },
    { label: "invalid UTF-8 bytes", value: new RawJson("%FF%FE") },
  );
  return values;
}

/** `[[[…]]]` nested `depth` levels: small in bytes, deep for any recursive reader. */
export function deeplyNested(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

/**
 * A value valid for `schema` as far as a generator can tell (patterns it knows, bounds, enums), so that
 * only the field under test is wrong. `hint` supplies real values by field name (ids, e-mail addresses).
 */
export function exampleOf(schema: JsonSchema, name: string, hint: (name: string, schema: JsonSchema) => unknown): unknown {
  const hinted = hint(name, schema);
  if (hinted !== undefined) return hinted;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== "") ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return exampleOf(options[0]!, name, hint);
  const kinds = kindsOf(schema);
  if (kinds.has("object")) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, exampleOf(property, key, hint)]));
  }
  if (kinds.has("array")) return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleOf(schema.items ?? {}, name, hint));
  if (kinds.has("number")) {
    const low = typeof schema.minimum === "number" ? schema.minimum + (schema.exclusiveMinimum ? 1 : 0) : 1;
    return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (kinds.has("boolean")) return false;
  const patterned = schema.pattern ? PATTERN_EXAMPLES[schema.pattern] : undefined;
  if (patterned) return patterned;
  if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
  const text = "Fuzz text";
  return text.padEnd(schema.minLength ?? 0, "x").slice(0, schema.maxLength ?? text.length);
}

/** Values for the patterns the shop's schemas use; an unknown pattern gets plain text (and a 400). */
const PATTERN_EXAMPLES: Record<string, string> = {
  "^[a-z0-9]+(?:-[a-z0-9]+)*$": "fuzz-slug",
  "^\\d+$": "1",
  "^-?\\d+\\.\\d{2}$": "1000.00",
  "^[1-9]\\d{5}$": "302001",
  "^\\d{1,13}(\\.\\d{1,2})?$": "1180.00",
  "^\\+?[\\d\\s\\-()]+$": "+91 98765 43210",
};

export interface Leaf {
  /** Where the value is inside the body: keys and array indexes. */
  path: Array<string | number>;
  schema: JsonSchema;
}

/** Every field of a body schema (containers included), arrays entered at their first item. */
export function leavesOf(schema: JsonSchema, path: Array<string | number> = [], depth = 0): Leaf[] {
  if (depth > 6) return [];
  const leaves: Leaf[] = path.length ? [{ path, schema }] : [];
  const objectOption = [schema, ...(schema.anyOf ?? [])].find((option) => option.properties);
  for (const [key, property] of Object.entries(objectOption?.properties ?? {})) leaves.push(...leavesOf(property, [...path, key], depth + 1));
  const arrayOption = [schema, ...(schema.anyOf ?? [])].find((option) => option.items);
  if (arrayOption?.items) leaves.push(...leavesOf(arrayOption.items, [...path, 0], depth + 1));
  return leaves;
}

/** A copy of `body` with the value at `path` replaced (containers created on the way). */
export function withValueAt(body: unknown, path: ReadonlyArray<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(body) ? [...body] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const record = body && typeof body === "object" && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  record[head!] = withValueAt(record[head!], rest, value);
  return record;
}

/** JSON text of a body that may hold RawJson values, written in place verbatim. */
export function jsonWithRaw(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.text);
    return `\u0000raw${raws.length - 1}\u0000`;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => raws[Number(index)]!);
}

/**
 * Percent-encodes text for a URL the way a client would, lone surrogates included (as the three bytes
 * a WTF-8 encoder writes, which are not valid UTF-8). RawJson passes verbatim (malformed escapes).
 */
export function encodeForUrl(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  const text = String(value);
  let encoded = "";
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = text.charCodeAt(index + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    } else {
      encoded += encodeURIComponent(text[index]!);
    }
  }
  return encoded;
}

export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) parts.push(`${encodeForUrl(key)}=${encodeForUrl(one)}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

/** Bodies that are wrong as a whole: not JSON, not an object, too deep, too large, or sent as something else. */
export function hostileWholeBodies(): Array<{ label: string; payload: string | Buffer; contentType?: string; headers?: Record<string, string> }> {
  const json = '{"name":"Asha","quantity":1}';
  return [
    { label: "JSON nested 10,000 levels", payload: deeplyNested(10_000), contentType: "application/json" },
    { label: "JSON nested 100,000 levels", payload: deeplyNested(100_000), contentType: "application/json" },
    { label: "objects nested 10,000 levels", payload: `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`, contentType: "application/json" },
    { label: "a JSON array", payload: `[${json}]`, contentType: "application/json" },
    { label: "a bare JSON string", payload: '"hello"', contentType: "application/json" },
    { label: "a bare number", payload: "42", contentType: "application/json" },
    { label: "JSON null", payload: "null", contentType: "application/json" },
    { label: "invalid JSON", payload: '{"a":', contentType: "application/json" },
    { label: "JSON with a trailing comma", payload: '{"a":1,}', contentType: "application/json" },
    { label: "JSON with a byte-order mark", payload: `\ufeff${json}`, contentType: "application/json" },
    { label: "prototype pollution", payload: '{"__proto__":{"isAdmin":true}}', contentType: "application/json" },
    { label: "constructor pollution", payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: "application/json" },
    { label: "duplicate keys", payload: '{"quantity":1,"quantity":"x","quantity":null}', contentType: "application/json" },
    { label: "empty body declared JSON", payload: "", contentType: "application/json" },
    { label: "JSON sent as text/plain", payload: json, contentType: "text/plain" },
    { label: "form-encoded body", payload: "a=1&b=%00", contentType: "application/x-www-form-urlencoded" },
    { label: "multipart body without boundary", payload: "--x\r\n\r\n", contentType: "multipart/form-data" },
    { label: "XML", payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>', contentType: "application/xml" },
    { label: "JSON declared UTF-16", payload: json, contentType: "application/json; charset=utf-16" },
    { label: "malformed content type", payload: json, contentType: "application/json;;;=" },
    { label: "gzip declared, plain sent", payload: json, contentType: "application/json", headers: { "content-encoding": "gzip" } },
    { label: "body over 1 MB", payload: `{"a":"${"x".repeat(1_100_000)}"}`, contentType: "application/json" },
    { label: "invalid UTF-8 in JSON", payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xae]), Buffer.from('"}')]), contentType: "application/json" },
  ];
}
