import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { limitAddress, limitNetwork } from "../rate-limits/client-address";
import { countHit, giveBackHit } from "../rate-limits/counters";

const HOUR_SECONDS = 3600;
/** No one network (IPv4 /24, IPv6 /48) may make more than this share of the shop's accounts in an hour. */
const NETWORK_SHARE = 1 / 20;

export interface SignupLimits {
  /** New accounts per hour from one address (an IPv6 /64 is one address). */
  perAddress: number;
  /** New accounts per hour in all; a network's first account of the hour is made even when they are spent. */
  overall: number;
}

/** A place in the hour's quotas, held while an account is being made. */
export interface SignupReservation {
  /** Nothing was made (the shop was busy, or the request failed): the place goes back to the quotas. */
  giveBack(): Promise<void>;
  /** The e-mail already had an account: the answer still counts against the address and its network, not the shop. */
  answeredDuplicate(): Promise<void>;
}

function refused(secondsLeft: number): AppError {
  return new AppError("rate_limited", "Too many new accounts were made from your connection this hour. Please try again later.", {
    headers: { "retry-after": String(secondsLeft) },
  });
}

/**
 * Hourly sign-up quotas counting accounts made, never attempts the shop turned away, in three circles:
 * the address, its network (at most a twentieth of the shop's quota, so no one group of neighbours
 * spends it all), and the whole shop. Once the shop's quota is spent, a network that has made no account
 * this hour still gets its first one: strangers flooding from a few networks cannot close sign-up for
 * customers everywhere else. A place is taken before the password is hashed and given back when no
 * account comes of it, so concurrent sign-ups cannot overshoot.
 */
export function createSignupQuota(db: Database, limits: SignupLimits) {
  const perNetwork = Math.max(limits.perAddress, Math.ceil(limits.overall * NETWORK_SHARE));

  return {
    async reserve(ip: string): Promise<SignupReservation> {
      const keys = { address: `signup:address:${limitAddress(ip)}`, network: `signup:network:${limitNetwork(ip)}`, all: "signup:all" };
      const taken: string[] = [];
      const giveBack = async (which: string[]) => {
        for (const key of which) await giveBackHit(db, key);
      };
      const take = async (key: string) => {
        taken.push(key);
        return countHit(db, key, HOUR_SECONDS);
      };

      const address = await take(keys.address);
      if (address.hits > limits.perAddress) {
        await giveBack(taken);
        throw refused(address.secondsLeft);
      }
      const network = await take(keys.network);
      if (network.hits > perNetwork) {
        await giveBack(taken);
        throw refused(network.secondsLeft);
      }
      const all = await take(keys.all);
      if (all.hits > limits.overall && network.hits > 1) {
        await giveBack(taken);
        throw refused(Math.min(all.secondsLeft, network.secondsLeft));
      }
      return { giveBack: () => giveBack(taken), answeredDuplicate: () => giveBack([keys.all]) };
    },
  };
}
