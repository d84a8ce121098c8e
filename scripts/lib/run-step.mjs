// Runs one named step of a test pipeline with inherited output, so each runner prints its own
// summary, and reports the step's duration and outcome in one line a reader can find in CI logs.
// Beside the wall-clock time it reports the CPU time the step's processes used: on a shared or
// loaded machine wall-clock time swings, CPU time much less, and their ratio tells how much of
// the machine's cores a step kept busy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

// USER_HZ: the unit of /proc's times, 100 on every Linux the project runs on.
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) used so far by this process's finished, waited-for children and
 * their descendants; undefined where /proc is missing.
 * @returns {number | undefined}
 */
function childrenCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime are fields 16 and 17 of stat(5); fields[0] here is field 3.
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * @typedef {{ env?: NodeJS.ProcessEnv, cwd?: string, buffered?: boolean, cpu?: boolean }} StepOptions
 * `buffered` holds the step's output and prints it in one block when it ends, so steps run side
 * by side do not interleave their lines; `cpu: false` leaves the CPU figure out (a step beside
 * others cannot tell its CPU time from theirs).
 */

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {StepOptions} [options]
 * @returns {Promise<{ passed: boolean, seconds: number, cpuSeconds: number | undefined }>}
 */
export async function runStep(name, command, args, options = {}) {
  console.info(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  /** @type {Buffer[]} */
  const output = [];
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: options.buffered ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      cwd: options.cwd,
      env: options.env ?? process.env,
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      console.error(`${name}: could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (status, signal) => resolve(signal ? 1 : (status ?? 1)));
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpuSeconds();
  const cpuSeconds =
    cpuBefore === undefined || cpuAfter === undefined || options.cpu === false
      ? undefined
      : cpuAfter - cpuBefore;
  if (output.length > 0) {
    console.info(`\n── ${name} ──`);
    process.stdout.write(Buffer.concat(output));
  }
  const cpu = cpuSeconds === undefined ? '' : ` (CPU ${cpuSeconds.toFixed(1)} s)`;
  if (code === 0) console.info(`✔ ${name} passed in ${seconds.toFixed(1)} s${cpu}`);
  else console.error(`✖ ${name} failed (exit ${code}) after ${seconds.toFixed(1)} s${cpu}`);
  return { passed: code === 0, seconds, cpuSeconds };
}

/**
 * Runs steps side by side, each printing its output in one block when it ends (with `firstLive`,
 * the first as it comes). Steps that each keep less than the machine's cores busy finish sooner
 * together.
 * @param {Array<{ name: string, command: string, args: string[] }>} steps
 * @param {StepOptions & { firstLive?: boolean }} [options]
 * @returns {Promise<{ failed: string[], seconds: number, cpuSeconds: number | undefined }>}
 */
export async function runSideBySide(steps, options = {}) {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const { firstLive = false, ...stepOptions } = options;
  const results = await Promise.all(
    steps.map((step, index) =>
      runStep(step.name, step.command, step.args, {
        ...stepOptions,
        buffered: !(firstLive && index === 0),
        cpu: false,
      }),
    ),
  );
  const cpuAfter = childrenCpuSeconds();
  return {
    failed: steps.filter((_, index) => !results[index]?.passed).map((step) => step.name),
    seconds: (performance.now() - started) / 1000,
    cpuSeconds:
      cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
  };
}
