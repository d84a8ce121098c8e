// A Vitest reporter that records where each test file spent its time, so a slow CI run can be
// read by phase instead of guessed at: importing the file, running its tests, and the rest of
// its running time (beforeAll/afterAll hooks: apps, databases, anvils). Absolute numbers swing
// on a shared machine; the shares and the ranking are what to compare between runs.
// Writes a JSON report to TEST_TIMINGS_FILE when set; `scripts/test-timings.mjs` prints one.
import fs from 'node:fs';
import path from 'node:path';
import { summarise } from './test-timings-summary.mjs';

/** @typedef {import('./test-timings-summary.mjs').FileTiming} FileTiming */

export default class TestTimingsReporter {
  /** @type {FileTiming[]} */
  files = [];
  started = 0;
  /** @type {string} */
  root = process.cwd();

  /** @param {{ config: { root: string } }} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunStart() {
    this.started = Date.now();
    this.files = [];
  }

  /** @param {import('vitest/node').TestModule} testModule */
  onTestModuleEnd(testModule) {
    const diagnostic = testModule.diagnostic();
    const tests = [...testModule.children.allTests()].map((test) => ({
      name: test.fullName,
      ms: Math.round(test.diagnostic()?.duration ?? 0),
    }));
    const testsMs = tests.reduce((sum, test) => sum + test.ms, 0);
    const runMs = Math.round(diagnostic.duration);
    this.files.push({
      project: testModule.project.name,
      file: path.relative(this.root, testModule.moduleId),
      worker: diagnostic.concurrencyId,
      importMs: Math.round(diagnostic.collectDuration + diagnostic.setupDuration),
      environmentMs: Math.round(diagnostic.environmentSetupDuration + diagnostic.prepareDuration),
      testsMs,
      hooksMs: Math.max(0, runMs - testsMs),
      tests,
    });
  }

  onTestRunEnd() {
    const report = { wallMs: Date.now() - this.started, files: this.files };
    const out = process.env.TEST_TIMINGS_FILE;
    if (out) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, `${JSON.stringify(report)}\n`);
    }
    console.info(summarise(report, { top: Number(process.env.TEST_TIMINGS_TOP ?? 8) }));
  }
}
