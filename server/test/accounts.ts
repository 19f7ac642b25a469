import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema/accounts";
import { hashSessionToken, newSessionToken } from "../modules/accounts/session-token";
import { testDatabaseOf } from "./test-app";

let sequence = 0;

export function newCustomer(overrides: Record<string, string> = {}) {
  sequence += 1;
  return {
    email: `parent${sequence}.${Date.now()}@example.in`,
    password: "tiny-feet-2024",
    firstName: "Asha",
    lastName: "Verma",
    phoneNumber: "+91 98765 43210",
    ...overrides,
  };
}

/** The `name=value` of the session cookie a response set, ready for a `cookie` header. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "kk_session");
  expect(cookie, "a session cookie").toBeDefined();
  return `kk_session=${cookie!.value}`;
}

/** Signs a new customer up; sign-up answers no account (see AccountsService.register), so the id is read from the database. */
export async function registerCustomer(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const customer = newCustomer(overrides);
  const response = await app.inject({ method: "POST", url: "/api/register", payload: customer });
  expect(response.statusCode, response.body).toBe(201);
  const [user] = await testDatabaseOf(app).db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${customer.email})`);
  expect(user, `the account of ${customer.email}`).toBeDefined();
  return { ...customer, id: user!.id };
}

export async function signIn(app: FastifyInstance, email: string, password: string, ip = "10.0.0.1") {
  const response = await app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress: ip });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieFrom(response);
}

/** A registered, signed-in customer and their cookie. */
export async function signedInCustomer(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const customer = await registerCustomer(app, overrides);
  return { ...customer, cookie: await signIn(app, customer.email, customer.password) };
}

/**
 * A customer signed in without going through scrypt: the user and a session row written directly.
 * For tests that need many customers at once.
 */
export async function quickCustomer(db: Database, values: { isAdmin?: boolean; firstName?: string } = {}) {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({ email: `quick${sequence}.${Date.now()}@example.in`, firstName: values.firstName ?? "Kavya", lastName: "Rao", phoneNumber: "9876543210", isAdmin: values.isAdmin ?? false })
    .returning();
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: user!.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { user: user!, cookie: `kk_session=${token}` };
}
