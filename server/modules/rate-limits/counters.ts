/**
 * The rate-limit counters other modules build their own throttles on (the sign-in throttle, the
 * sign-up quota), and the longest window housekeeping keeps them for: the module's public door to
 * its repo. `enforceRateLimit` (rate-limit.ts) is the whole rule for most callers.
 */
export { blockKey, countHit, deleteCounter, giveBackHit, hitsInWindow, LONGEST_WINDOW_SECONDS, secondsBlocked } from "./rate-limits.repo";
