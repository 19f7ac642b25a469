import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per recurring job (expiring unpaid orders, housekeeping): when it is next due, across every
 * worker process. A process runs a tick only if it moved `next_run_at` on itself (one conditional
 * update), so the schedule ticks once however many workers run it. `runs` counts the ticks.
 */
export const jobSchedules = pgTable("job_schedules", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  runs: integer("runs").notNull().default(0),
});
