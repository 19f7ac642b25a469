import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";

/** Adds the schedule if no process has yet, first due `firstRunMs` from now (database time). */
export async function ensureSchedule(db: Database, name: string, firstRunMs: number): Promise<void> {
  await db.execute(sql`
    insert into job_schedules (name, next_run_at)
    values (${name}, now() + make_interval(secs => ${firstRunMs / 1000}))
    on conflict (name) do nothing`);
}

/**
 * Takes the schedule's tick if it is due: moves it `everyMs` on from now, in one conditional update, so
 * of the processes asking at once exactly one is answered true. Database time, so clocks cannot disagree.
 */
export async function takeTick(db: Database, name: string, everyMs: number): Promise<boolean> {
  const rows = await queryRows<{ runs: number }>(
    db,
    sql`update job_schedules
        set next_run_at = now() + make_interval(secs => ${everyMs / 1000}), last_run_at = now(), runs = runs + 1
        where name = ${name} and next_run_at <= now()
        returning runs`,
  );
  return rows.length > 0;
}

/** The schedules of the job runner, kept in the shop's database. */
export const scheduleStore = (db: Database) => ({
  ensureSchedule: (name: string, firstRunMs: number) => ensureSchedule(db, name, firstRunMs),
  takeTick: (name: string, everyMs: number) => takeTick(db, name, everyMs),
});
