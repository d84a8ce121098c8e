import { arch, cpus, platform, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';

/**
 * One line naming the machine a benchmark ran on, to print beside every figure: ratios travel
 * between machines, absolute numbers do not. `npx tsx bench/machine.ts` prints it.
 */
export function describeMachine(): string {
  const processors = cpus();
  const model = processors[0]?.model.trim() ?? 'unknown CPU';
  const memoryGiB = (totalmem() / 1024 ** 3).toFixed(1);
  return `${platform()} ${arch()}, ${processors.length} × ${model}, ${memoryGiB} GiB RAM, Node ${process.version}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.info(describeMachine());
