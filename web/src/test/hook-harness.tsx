import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";

/** One call the web app made through the fake `fetch`. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** What the fake server answers; `until` holds the answer back until that promise settles. */
export interface Answer {
  status: number;
  body?: unknown;
  until?: Promise<void>;
}

/**
 * Stands in for the shop's server behind `fetch`: `answer("POST /api/orders", first, second)` sets what
 * the next such calls receive (the last answer repeats), and `sent` lists every call made. Undo it with
 * `vi.unstubAllGlobals()`.
 */
export function fakeServer() {
  const answers = new Map<string, Answer[]>();
  const sent: SentRequest[] = [];

  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = init.body === undefined || init.body === null ? undefined : JSON.parse(String(init.body));
    sent.push({ method, url, headers: { ...(init.headers as Record<string, string>) }, body });
    const queue = answers.get(`${method} ${url}`) ?? [];
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (!answer) throw new TypeError(`fetch failed: no answer for ${method} ${url}`);
    await answer.until;
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { "content-type": "application/json" } });
  });

  return {
    sent,
    answer(call: string, ...next: Answer[]) {
      answers.set(call, next);
    },
  };
}

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

/** Runs a hook inside the app's providers: its query client (no retries) and a router at `path`. */
export function renderInShop<Result>(hook: () => Result, { path = "/checkout", queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {children}
        <Address />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const rendered = renderHook(hook, { wrapper });
  /** The page the app is on now. */
  const address = () => document.querySelector("[data-testid=address]")?.textContent;
  return { ...rendered, queryClient, address };
}
