import {
  deeplyNested,
  encodeForUrl,
  hashText,
  type Hostile,
  HOSTILE_STRINGS,
  hostileBodyValues,
  hostileTextValues,
  hostileWholeBodies,
  type JsonSchema,
  kindsOf,
  leavesOf,
  RawJson,
  sample,
} from "./hostile-input";
import { mulberry32 } from "@shared/seeded-random";

/** The API's operations, as its OpenAPI document and route list describe them, and hostile cases for each. */

export interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  schema: JsonSchema;
  required?: boolean;
}

export interface Operation {
  method: string;
  /** Fastify's form: `/api/cart/:id`. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** In the OpenAPI document with its schemas, or known only from the route list. */
  documented: boolean;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}

/** One hostile request, before identities and real ids are filled in. */
export interface Draft {
  label: string;
  /** What the case varies (a field, a parameter, the cookie): sampling spreads over these first. */
  target: string;
  /** Sent on every run (whole bodies, deep nesting, the essential values on every field); the others are sampled. */
  always?: boolean;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** One body field replaced. */
  field?: { at: Array<string | number>; value: unknown };
  /** The whole body replaced by these bytes. */
  rawBody?: { payload: string | Buffer; contentType?: string; headers?: Record<string, string> };
}

/**
 * Every operation: the documented ones with their schemas (`bodies` adds schemas for bodies a route reads
 * as bytes), then the routes only the route list knows (docs assets, files, HEAD twins), reads first and
 * deletions last.
 */
export function operationsOf(document: OpenApiDocument, routeList: ReadonlyArray<{ method: string; url: string }>, bodies: Record<string, JsonSchema> = {}): Operation[] {
  const found: Operation[] = [];
  const seen = new Set<string>();
  for (const [openapiPath, methods] of Object.entries(document.paths)) {
    const path = openapiPath.replace(/\{([^}]+)\}/g, (_match, name: string) => (name === "*" ? "*" : `:${name}`));
    for (const [method, spec] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      found.push({ method: method.toUpperCase(), path, parameters: spec.parameters ?? [], body: bodies[key] ?? spec.requestBody?.content["application/json"]?.schema, documented: true });
      seen.add(key);
    }
  }
  for (const { method, url } of routeList) {
    if (seen.has(`${method} ${url}`)) continue;
    seen.add(`${method} ${url}`);
    const parameters: Parameter[] = [...url.matchAll(/:(\w+)|\*/g)].map((match) => ({ in: "path", name: match[1] ?? "*", schema: { type: "string" }, required: true }));
    found.push({ method, path: url, parameters, documented: false });
  }
  const order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
  return found.sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method) || a.path.localeCompare(b.path));
}

/** Headers a GET may carry that static files, caches and content negotiation read. */
const HOSTILE_HEADERS: Record<string, string> = {
  range: "bytes=999999999999999999999-",
  "if-modified-since": "Tue, 99 Foo 99999 99:99:99 GMT",
  "if-none-match": `"${"x".repeat(8_000)}"`,
  "accept-encoding": "br;q=NaN, gzip;q=1e999, *;q=-1",
  accept: "application/json;q=x, */*;;;",
  "accept-language": "\u00ff\u00fe".repeat(100),
};

/** Path segments no client should send: dot segments, encoded slashes, broken escapes, nothing at all. */
const RAW_PATH_SEGMENTS = ["..", "%2e%2e", "..%2f..%2fetc%2fpasswd", "a%2Fb", "%", "%zz", ""];

/** Header values carry only what HTTP allows: a real server's parser refuses the rest before the app. */
function headerSafe(values: Hostile[]): Hostile[] {
  return values
    .filter(({ value }) => typeof value === "string" && /^[\t\x20-\x7e\x80-\xff]*$/.test(value) && value.length < 16_000)
    .concat({ label: "8 KB", value: "k".repeat(8_000) }, { label: "Latin-1 bytes", value: "\u00ff\u00e9".repeat(10) });
}

/** Every hostile case for one operation, in a fixed order: each field with each hostile value, then whole-request ones. */
export function draftsFor(operation: Operation): Draft[] {
  const list: Draft[] = [];
  for (const parameter of operation.parameters) {
    const values = parameter.in === "header" ? headerSafe(hostileTextValues(parameter.schema)) : hostileTextValues(parameter.schema);
    for (const { label: valueLabel, value, essential: always } of values) {
      const target = `${parameter.in} ${parameter.name}`;
      const label = `${target} = ${valueLabel}`;
      if (parameter.in === "path") list.push({ label, target, always, path: { [parameter.name]: value } });
      else if (parameter.in === "query") list.push({ label, target, always, query: { [parameter.name]: value } });
      else list.push({ label, target, always, headers: { [parameter.name]: String(value) } });
    }
    if (parameter.in === "path") {
      for (const raw of RAW_PATH_SEGMENTS) list.push({ label: `path ${parameter.name} = raw ${JSON.stringify(raw)}`, target: `path ${parameter.name}`, path: { [parameter.name]: new RawJson(raw) } });
    }
  }
  const hasQuery = operation.parameters.some((parameter) => parameter.in === "query");
  for (const name of hasQuery ? ["__proto__", "constructor"] : ["q", "page", "limit", "search", "__proto__"]) {
    for (const { label, value } of sample(hostileTextValues({ type: "string" }), 3, mulberry32(hashText(operation.path + name)))) {
      list.push({ label: `unknown query ${name} = ${label}`, target: "unknown query", query: { [name]: value } });
    }
  }
  list.push({ label: "hostile query keys", target: "unknown query", query: { "a\u0000b": "1", "\ud800": "2", ["k".repeat(100_000)]: "3" } });
  if (operation.method === "GET" || operation.method === "HEAD") {
    for (const [name, value] of Object.entries(HOSTILE_HEADERS)) list.push({ label: `header ${name}: ${value.slice(0, 40)}`, target: "headers", headers: { [name]: value } });
  }
  if (operation.body) {
    for (const leaf of leavesOf(operation.body)) {
      const where = leaf.path.join(".");
      for (const { label, value, essential: always } of hostileBodyValues(leaf.schema)) list.push({ label: `body ${where} = ${label}`, target: `body ${where}`, always, field: { at: leaf.path, value } });
      if (kindsOf(leaf.schema).has("object")) {
        list.push({ label: `body ${where} + unknown property 10,000 levels deep`, target: "body", always: true, field: { at: [...leaf.path, "unknownExtra"], value: new RawJson(deeplyNested(10_000)) } });
      }
    }
    list.push({ label: "body + unknown property", target: "body", always: true, field: { at: ["unknownExtra"], value: "x" } });
    list.push({ label: "body + unknown property 10,000 levels deep", target: "body", always: true, field: { at: ["unknownExtra"], value: new RawJson(deeplyNested(10_000)) } });
    list.push({ label: "body = {}", target: "body", always: true, field: { at: [], value: {} } });
  }
  if (operation.method !== "GET" && operation.method !== "HEAD") {
    for (const whole of hostileWholeBodies()) list.push({ label: `whole body: ${whole.label}`, target: "body", always: true, rawBody: whole });
  }
  for (const { label, value } of sample(HOSTILE_STRINGS, 4, mulberry32(hashText(operation.path)))) {
    list.push({ label: `session cookie = ${label}`, target: "cookie", headers: { cookie: `kk_session=${encodeForUrl(value)}` } });
  }
  return list;
}

/**
 * Drafts in an order whose every prefix spreads over all targets: one case per field (parameter, cookie…)
 * in turn, each field starting its hostile values a few places after the previous one, so that a short
 * prefix still tries every field and most values.
 */
export function spreadOverTargets(drafts: readonly Draft[], random: () => number): Draft[] {
  const groups = new Map<string, Draft[]>();
  for (const draft of drafts) groups.set(draft.target, [...(groups.get(draft.target) ?? []), draft]);
  const rotated = sample([...groups.values()], groups.size, random).map((group, index) => {
    const start = (index * 3) % group.length;
    return [...group.slice(start), ...group.slice(0, start)];
  });
  const ordered: Draft[] = [];
  for (let round = 0; ordered.length < drafts.length; round++) for (const group of rotated) if (round < group.length) ordered.push(group[round]!);
  return ordered;
}

/** `count` items from `items` starting at `start`, wrapping round: one shuffled list shared out between identities. */
export function takeWrapping<T>(items: readonly T[], start: number, count: number): T[] {
  if (items.length === 0) return [];
  return Array.from({ length: Math.min(count, items.length) }, (_, offset) => items[(start + offset) % items.length]!);
}
