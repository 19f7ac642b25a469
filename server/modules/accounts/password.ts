import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { createWorkLimiter, type WorkLimiter } from "../../work-limiter";

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * One of OWASP's equivalent scrypt settings: N = 2^15, r = 8, p = 3. It costs about as much CPU as
 * N = 2^17, p = 1, but needs 32 MiB of memory per hash instead of 128 MiB, so a burst of sign-ins
 * cannot push the process's memory up by hundreds of megabytes.
 */
export const PRODUCTION_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
/** For tests only: the same code path, a thousandth of the work. */
export const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // maxmem must exceed 128 × N × r bytes, or Node refuses these parameters.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !hash || !Object.values(cost).every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { cost, salt: Buffer.from(salt, "base64"), hash: Buffer.from(hash, "base64") };
}

const sameCost = (a: ScryptCost, b: ScryptCost) => a.N === b.N && a.r === b.r && a.p === b.p;

export interface PasswordCheck {
  valid: boolean;
  /** The hash was made with other parameters than today's: store a new one now that the password is known. */
  needsRehash: boolean;
}

export interface PasswordHasherOptions {
  cost?: ScryptCost;
  /** Hashes computed at once. Each holds a thread of libuv's pool of 4, which also reads every file. */
  concurrency?: number;
  /** Hashes that may wait for a free slot; beyond that the request is turned away at once. */
  queueLength?: number;
  /** The longest a hash may wait for a slot before the request is turned away. */
  maxWaitMs?: number;
}

/**
 * Password hashing with bounded work: at most `concurrency` hashes run at once and a short queue waits,
 * so a flood of sign-ups or sign-ins is answered "busy" (503 with Retry-After) instead of starving the
 * pages and pictures that share the thread pool. Hashes read `scrypt$N$r$p$salt$hash`: the parameters
 * travel with each hash, so old hashes keep verifying and are upgraded at the next sign-in.
 */
export function createPasswordHasher(options: PasswordHasherOptions = {}) {
  const cost = options.cost ?? PRODUCTION_COST;
  const concurrency = options.concurrency ?? Math.max(1, Math.floor(availableParallelism() / 2));
  const limiter: WorkLimiter = createWorkLimiter({
    concurrency,
    queueLength: options.queueLength ?? 4 * concurrency,
    maxWaitMs: options.maxWaitMs ?? 3_000,
    // A person checks one password at a time: a client sending more is flooding, and its extra checks
    // are refused rather than taking the places of other clients' in the queue.
    perKey: 1,
  });
  let decoy: string | undefined;

  /** `client` (its address, as rate limits count it) gets a fair share of the hashing: see createWorkLimiter. */
  async function hash(password: string, client?: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await limiter.run(() => derive(password, salt, cost), client);
    return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
  }

  async function verify(password: string, stored: string, client?: string): Promise<PasswordCheck> {
    const parsed = parse(stored);
    if (!parsed) return { valid: false, needsRehash: false };
    const key = await limiter.run(() => derive(password, parsed.salt, parsed.cost), client);
    const valid = key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
    return { valid, needsRehash: valid && !sameCost(parsed.cost, cost) };
  }

  return {
    hash,
    verify,
    /** Spends the same work as a real check when there is no account, so timing does not reveal which e-mails exist. */
    async verifyDecoy(password: string, client?: string): Promise<false> {
      decoy ??= await hash(randomBytes(16).toString("hex"));
      await verify(password, decoy, client);
      return false;
    },
    /** Hashes running and waiting now (for tests and logs). */
    load: () => limiter.load(),
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
