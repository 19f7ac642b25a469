// Each run's figures in files of their own under bench/results/: `<time>-<commit>-<kind>.json` with
// everything measured, and `.md` beside it with the short table, so a run can be compared with any
// earlier one and the README keeps only how to run and the budgets.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./settings.mjs";

function commitOf() {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" }).trim() !== "";
    return dirty ? `${commit}-changed` : commit;
  } catch {
    return "no-git";
  }
}

/** Writes the report and its table (`rows[0]` is the header); answers the JSON file's path, from the project's root. */
export function writeRunResults(kind, report, rows) {
  const date = new Date(report.date ?? Date.now());
  const stamp = date.toISOString().slice(0, 16).replace(":", "-");
  const base = path.join(root, "bench/results", `${stamp}-${commitOf()}-${kind}`);
  mkdirSync(path.dirname(base), { recursive: true });
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  const [header, ...body] = rows;
  const line = (cells) => `| ${cells.join(" | ")} |`;
  const table = [line(header), line(header.map((_, i) => (i === 0 ? "---" : "---:"))), ...body.map(line)].join("\n");
  writeFileSync(`${base}.md`, `# \`npm run ${kind === "pages" ? "bench:pages" : "bench"}\`, ${date.toISOString().slice(0, 16).replace("T", " ")} UTC\n\n${table}\n\nEverything measured: [${path.basename(base)}.json](${path.basename(base)}.json).\n`);
  const written = path.relative(root, `${base}.json`);
  console.log(`\nWrote ${written} and its table (.md)`);
  return written;
}
