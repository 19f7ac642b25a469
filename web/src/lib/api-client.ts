import type { ErrorBody } from "@shared/schemas/common";

/**
 * Every call the web app makes goes through here: cookies are sent, bodies are JSON, and any answer that
 * is not OK throws an ApiError whose message is "{status}: {body text or status text}" (see docs/product/api-and-errors.md).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  /** The server's error body when it answered with JSON ({message, code, field?, issues?}). */
  readonly body: Partial<ErrorBody> | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  get field(): string | undefined {
    return this.body?.field;
  }

  /** The server's own message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

function parseErrorBody(text: string): Partial<ErrorBody> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Partial<ErrorBody>) : null;
  } catch {
    return null;
  }
}

/** A 401 from the server: the message begins "401:" and says "Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("401:") && error.message.includes("Unauthorized");
}

/** The message to show a shopper: the server's message if it gave one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; the server swaps in its own while it renders a page (web/src/entry-server.tsx). */
let transport: Transport = (url, init) => fetch(url, init);

/** Sends every later call through `serverTransport` (the server's page renderer only). */
export function setApiTransport(serverTransport: Transport) {
  transport = serverTransport;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** An answer's body together with its headers (e.g. `x-total-count` beside a page of orders). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export async function apiRequest<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(method, url, options)).data;
}

/** Like `apiRequest`, but also hands back the answer's headers. */
export async function apiRequestWithHeaders<T>(method: Method, url: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const hasBody = options.body !== undefined;
  if (hasBody) headers["Content-Type"] = "application/json";

  const response = await transport(url, {
    method,
    credentials: "include",
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });

  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, "body">) => apiRequest<T>("GET", url, options),
  getWithHeaders: <T>(url: string, options?: Omit<RequestOptions, "body">) => apiRequestWithHeaders<T>("GET", url, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("POST", url, { ...options, body }),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PUT", url, { ...options, body }),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PATCH", url, { ...options, body }),
  delete: <T = void>(url: string, options?: RequestOptions) => apiRequest<T>("DELETE", url, options),
};
