import { readdirSync, readFileSync } from "node:fs";
import { setPriority } from "node:os";

type ProcessEntry = { pid: number; parentPid: number; commandLine: string };

function runningProcesses(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name in /proc/PID/stat is in parentheses and may hold spaces: the fields after it are counted.
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const parentPid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const commandLine = readFileSync(`/proc/${name}/cmdline`, "utf8").replaceAll("\0", " ");
      entries.push({ pid: Number(name), parentPid, commandLine });
    } catch {
      // The process ended while the list was read.
    }
  }
  return entries;
}

/**
 * The threads of a process. Linux keeps a niceness per thread: setting the process id's changes its first
 * thread only, and Chromium's drawing runs on threads that already exist when the browser is lowered.
 */
function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [pid];
  }
}

/**
 * Lowers the scheduling priority of every thread of the processes whose command line holds `marker`, and of all
 * their descendants, so a CPU-heavy helper (the export's Chromium) yields to the server's own requests.
 * Processes and threads they start later inherit it. Answers how many processes were lowered. Best effort:
 * where /proc is missing (not Linux) nothing changes.
 */
export function lowerPriorityOfProcessTree(marker: string, niceness: number): number {
  let processes: ProcessEntry[];
  try {
    processes = runningProcesses();
  } catch {
    return 0;
  }
  const lowered = new Set(processes.filter((entry) => entry.commandLine.includes(marker)).map((entry) => entry.pid));
  let grown = true;
  while (grown) {
    grown = false;
    for (const entry of processes) {
      if (!lowered.has(entry.pid) && lowered.has(entry.parentPid)) {
        lowered.add(entry.pid);
        grown = true;
      }
    }
  }
  let changed = 0;
  for (const pid of lowered) if (lowerThreadsOf(pid, niceness) > 0) changed += 1;
  return changed;
}

/** Passes over a process's threads at most: each catches the threads started during the one before. */
const MAX_THREAD_PASSES = 5;

/**
 * Lowers every thread of `pid`; answers how many. A thread started while the list is read, by a thread not yet
 * lowered, would keep the old priority: the threads are read again until a pass finds none it has not lowered.
 * Once it finds none, every thread is lowered, and the threads they start later inherit it.
 */
function lowerThreadsOf(pid: number, niceness: number): number {
  const seen = new Set<number>();
  let lowered = 0;
  for (let pass = 0; pass < MAX_THREAD_PASSES; pass += 1) {
    const fresh = threadsOf(pid).filter((thread) => !seen.has(thread));
    if (fresh.length === 0) break;
    for (const thread of fresh) {
      seen.add(thread);
      try {
        setPriority(thread, niceness);
        lowered += 1;
      } catch {
        // Gone already, or not ours to change.
      }
    }
  }
  return lowered;
}
