// Runs one named step of a test pipeline with inherited output, so each runner prints its own
// summary, and reports the step's duration and outcome in one line a reader can find in CI logs.
import { spawn } from 'node:child_process';

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<{ passed: boolean, seconds: number }>}
 */
export async function runStep(name, command, args, options = {}) {
  console.info(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
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
  if (code === 0) console.info(`✔ ${name} passed in ${seconds.toFixed(1)} s`);
  else console.error(`✖ ${name} failed (exit ${code}) after ${seconds.toFixed(1)} s`);
  return { passed: code === 0, seconds };
}
