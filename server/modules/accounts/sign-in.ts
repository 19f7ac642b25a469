import type { LoginInput, User } from "@shared/schemas/accounts";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { limitAddress } from "../rate-limits/client-address";
import type { ClientInfo, StartSession } from "./account-sessions";
import * as repo from "./accounts.repo";
import { createLoginThrottle } from "./login-throttle";
import type { PasswordHasher } from "./password";

const INVALID_LOGIN = "Invalid email or password.";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tooManyAttempts(seconds: number): AppError {
  return new AppError("rate_limited", `Too many sign-in attempts. Please try again in ${seconds} seconds.`, {
    headers: { "retry-after": String(seconds) },
  });
}

/** A password checked against an account under the sign-in throttle (see createPasswordCheck). */
export type PasswordCheck = (email: string, user: repo.UserRow | undefined, password: string, ip: string) => Promise<boolean>;

/**
 * Checks a password against an account under the sign-in throttle: refused while this address is
 * blocked for it, slowed down while the account is under attack, and every failure counted. A check
 * the shop is too busy for counts against the address too: a flood pays for the capacity it takes.
 */
export function createPasswordCheck(db: Database, hasher: PasswordHasher): PasswordCheck {
  const throttle = createLoginThrottle(db);
  return async function checkPassword(email, user, password, ip) {
    const wait = await throttle.secondsUntilAllowed(email, ip);
    if (wait > 0) throw tooManyAttempts(wait);
    const slowdown = await throttle.slowdownMs(email);
    if (slowdown > 0) await pause(slowdown);
    const client = limitAddress(ip);
    const check = await (user?.passwordHash
      ? hasher.verify(password, user.passwordHash, client)
      : hasher.verifyDecoy(password, client).then((valid) => ({ valid, needsRehash: false }))
    ).catch(async (error: unknown) => {
      if (error instanceof AppError && error.code === "busy") await throttle.recordRefusedAsBusy(ip);
      throw error;
    });
    if (!user || !check.valid) {
      await throttle.recordFailure(email, ip);
      return false;
    }
    await throttle.recordSuccess(email, ip);
    if (check.needsRehash) {
      // Raising the hash parameters: the password is at hand only now. A busy shop upgrades it next time.
      const upgraded = await hasher.hash(password, client).catch(() => null);
      if (upgraded) await repo.updateUser(db, user.id, { passwordHash: upgraded });
    }
    return true;
  };
}

export interface SignInDeps {
  checkPassword: PasswordCheck;
  startSession: StartSession;
}

/** Signing in with a password. Part of the accounts service. */
export function createSignIn(db: Database, { checkPassword, startSession }: SignInDeps) {
  return {
    /** The account's current password, under the sign-in throttle (deleting the account asks for it). */
    confirmPassword: (user: repo.UserRow, password: string, ip: string) => checkPassword(user.email, user, password, ip),

    async login(input: LoginInput, client: ClientInfo): Promise<{ token: string; user: User }> {
      const user = await repo.findUserByEmail(db, input.email);
      if (!(await checkPassword(input.email, user, input.password, client.ip)) || !user) throw new AppError("unauthorized", INVALID_LOGIN);
      return startSession(user, client);
    },
  };
}
