// Peak resident memory of a process, sampled from /proc/<pid>/status every 100 ms (Linux only).
import { readFileSync } from "node:fs";

const SAMPLE_EVERY_MS = 100;

function residentKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined; // not Linux, or the process is gone
  }
}

/** Starts sampling; `stop()` returns the peak in MB, or null when nothing could be read. */
export function samplePeakMemory(pid) {
  let peakKb = 0;
  const sample = () => {
    peakKb = Math.max(peakKb, residentKb(pid) ?? 0);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peakKb > 0 ? Math.round((peakKb / 1024) * 10) / 10 : null;
    },
  };
}
