import type { Database } from "../../db/client";
import { limitAddress } from "../rate-limits/client-address";
import { blockKey, countHit, deleteCounter, hitsInWindow, secondsBlocked } from "../rate-limits/counters";

const WINDOW_SECONDS = 15 * 60;
const FIRST_BLOCK_SECONDS = 30;
const LONGEST_BLOCK_SECONDS = 15 * 60;
/**
 * Failures allowed in a window before each further one blocks for longer (30 s, 60 s, … 15 min):
 * for one account from one address, and for one address whatever the account.
 */
const FREE_FAILURES = { pair: 5, address: 20 };
/** Failures on one account, from anywhere, before its sign-ins are slowed down (never refused). */
const ACCOUNT_FREE_FAILURES = 5;
const SLOWDOWN_STEP_MS = 500;
const LONGEST_SLOWDOWN_MS = 3_000;

const pairKey = (email: string, ip: string) => `login:pair:${email.toLowerCase()}|${limitAddress(ip)}`;
const addressKey = (ip: string) => `login:address:${limitAddress(ip)}`;
const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;

/**
 * Failed password checks (sign-in, and the current password when changing it), shared by every app
 * process through PostgreSQL. Only the address that guesses is refused: guesses against an account
 * from one address block that address for that account, and many failures from one address block it
 * for all accounts. Failures on an account from many addresses only slow its sign-ins down, so a
 * stranger's guesses can never keep the owner, signing in from their own address, out.
 */
export function createLoginThrottle(db: Database) {
  async function recordFailure(key: string, freeFailures: number | null): Promise<void> {
    const { hits } = await countHit(db, key, WINDOW_SECONDS);
    if (freeFailures === null || hits < freeFailures) return;
    const blockSeconds = Math.min(FIRST_BLOCK_SECONDS * 2 ** (hits - freeFailures), LONGEST_BLOCK_SECONDS);
    await blockKey(db, key, blockSeconds);
  }

  return {
    /** Seconds this address must wait before it may try this account again, or 0. */
    async secondsUntilAllowed(email: string, ip: string): Promise<number> {
      return secondsBlocked(db, [pairKey(email, ip), addressKey(ip)]);
    },

    /** How long to hold a check on an account under attack: growing with its recent failures, capped. */
    async slowdownMs(email: string): Promise<number> {
      const excess = (await hitsInWindow(db, accountKey(email), WINDOW_SECONDS)) - ACCOUNT_FREE_FAILURES;
      return excess > 0 ? Math.min(excess * SLOWDOWN_STEP_MS, LONGEST_SLOWDOWN_MS) : 0;
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      await recordFailure(pairKey(email, ip), FREE_FAILURES.pair);
      await recordFailure(addressKey(ip), FREE_FAILURES.address);
      await recordFailure(accountKey(email), null);
    },

    /** A check refused because the shop was busy: counted against the address, as a failure is. */
    async recordRefusedAsBusy(ip: string): Promise<void> {
      await recordFailure(addressKey(ip), FREE_FAILURES.address);
    },

    /** The right password from this address: its count for the account starts again. */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await deleteCounter(db, pairKey(email, ip));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
