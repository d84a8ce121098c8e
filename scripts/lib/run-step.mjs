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
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<{ passed: boolean, seconds: number, cpuSeconds: number | undefined }>}
 */
export async function runStep(name, command, args, options = {}) {
  console.info(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: options.cwd,
      env: options.env ?? process.env,
    });
    child.on('error', (error) => {
      console.error(`${name}: could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (status, signal) => resolve(signal ? 1 : (status ?? 1)));
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpuSeconds();
  const cpuSeconds =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const cpu = cpuSeconds === undefined ? '' : ` (CPU ${cpuSeconds.toFixed(1)} s)`;
  if (code === 0) console.info(`✔ ${name} passed in ${seconds.toFixed(1)} s${cpu}`);
  else console.error(`✖ ${name} failed (exit ${code}) after ${seconds.toFixed(1)} s${cpu}`);
  return { passed: code === 0, seconds, cpuSeconds };
}
