import type { FastifyInstance } from "fastify";

export interface KickedJob {
  /** Runs the job now, in the background; a kick while it runs makes it run once more after. */
  kick(): void;
}

/**
 * Runs `work` one run at a time in this process, whenever kicked (an event heard after a commit, or the
 * schedule below). Errors are logged, never thrown; the app waits for a run in progress before it
 * closes, since the database closes after the app.
 */
export function createKickedJob(app: FastifyInstance, name: string, work: () => Promise<void>): KickedJob {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = async () => {
    do {
      again = false;
      try {
        await work();
      } catch (error) {
        app.log.error({ err: error, job: name }, `${name} failed`);
      }
    } while (again && !stopped);
  };
  app.addHook("onClose", async () => {
    stopped = true;
    await running;
  });
  return {
    kick() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = undefined;
      });
    },
  };
}

/**
 * Kicks the job every few seconds once the app is ready: for work no kick reached (another process
 * wrote it, or this one restarted) and retries whose back-off is over.
 */
export function scheduleKicks(app: FastifyInstance, job: KickedJob, everyMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => job.kick(), everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
