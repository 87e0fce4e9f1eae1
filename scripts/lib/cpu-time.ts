// CPU time from /proc (Linux): a process group's (an edge's primary and its workers) and the whole
// machine's, to say which part of the cores a measured run went to.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

/** User and system CPU of every live process in the group, in ms. */
export function groupCpuMs(groupId: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // The command name (2nd field) may hold spaces: the fields after it are counted from its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== groupId) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

/** The machine's busy CPU time (every core, everything but idle and I/O wait), in ms. */
export function machineBusyMs(): number {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * TICK_MS;
}
