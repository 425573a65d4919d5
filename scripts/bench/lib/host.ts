// How much of the run the host took away. The machine is a virtual one on shared hardware: "steal" is CPU time
// the hypervisor gave to other guests while this one had work to do. Latency tails and Lighthouse's CPU-bound
// figures follow it, so the table says how much there was (Linux /proc/stat; elsewhere unknown).
import { readFileSync } from 'node:fs';

export interface CpuTimes {
  total: number;
  steal: number;
}

/** The summed CPU counters of /proc/stat's first line, or null where there is no /proc/stat. */
export function cpuTimes(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already in user.
    const counted = fields.slice(0, 8);
    if (counted.length < 8 || counted.some((n) => !Number.isFinite(n))) return null;
    return { total: counted.reduce((a, b) => a + b, 0), steal: counted[7] ?? 0 };
  } catch {
    return null;
  }
}

/** Share of CPU time stolen between two readings (0–1), or null when unknown. */
export function stealShare(from: CpuTimes | null, to: CpuTimes | null): number | null {
  if (!from || !to || to.total <= from.total) return null;
  return (to.steal - from.steal) / (to.total - from.total);
}

export function describeSteal(share: number | null): string {
  return share === null ? 'CPU steal unknown' : `${(share * 100).toFixed(0)}% of CPU time stolen by the host`;
}
