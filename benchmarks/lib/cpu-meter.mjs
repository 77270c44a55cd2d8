// CPU time from /proc (Linux), so the login storm can say where each login's
// CPU went (server, PostgreSQL, the load generator) and how much of the machine
// other programs took while it ran: on a shared 2-core machine that decides
// whether a figure means anything.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const ticksToMs = (ticks) => (ticks * 1000) / ticksPerSecond;

// Fields after "pid (comm)": state ppid ... utime(14) stime(15) cutime(16) cstime(17).
function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) };
  } catch {
    return null;  // the process ended between listing and reading
  }
}

// CPU ms used so far by `rootPid` and every process below it (all threads,
// and children already reaped by their parent).
export function processTreeCpuMs(rootPid) {
  const stats = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(name);
    if (stat) stats.set(Number(name), stat);
  }
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of inTree) ticks += stats.get(pid)?.ticks ?? 0;
  return ticksToMs(ticks);
}

// Busy and total CPU ms of the whole machine (every core) so far.
export function machineCpuMs() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: ticksToMs(busy), total: ticksToMs(busy + idle + iowait) };
}
