// Reads the timings that test-timings-reporter.mjs records: totals per phase, the slowest files
// and tests, and a side-by-side comparison of two runs.

/**
 * @typedef {object} FileTiming
 * @property {string} project
 * @property {string} file
 * @property {number} worker
 * @property {number} importMs importing the file and what it imports
 * @property {number} environmentMs the environment (jsdom…) and Vitest's harness
 * @property {number} testsMs the tests themselves
 * @property {number} hooksMs the rest of the file's running time: beforeAll/afterAll and the like
 * @property {{ name: string, ms: number }[]} tests
 */
/** @typedef {{ wallMs: number, files: FileTiming[] }} TimingsReport */

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** @param {FileTiming} file */
const fileTotal = (file) => file.importMs + file.environmentMs + file.testsMs + file.hooksMs;
/** @param {number} part @param {number} whole */
const share = (part, whole) => `${whole > 0 ? Math.round((100 * part) / whole) : 0} %`;

/** @param {FileTiming[]} files */
export function phaseTotals(files) {
  const sum = (/** @type {(file: FileTiming) => number} */ pick) =>
    files.reduce((total, file) => total + pick(file), 0);
  return {
    import: sum((file) => file.importMs),
    environment: sum((file) => file.environmentMs),
    hooks: sum((file) => file.hooksMs),
    tests: sum((file) => file.testsMs),
    all: sum(fileTotal),
  };
}

/**
 * @param {TimingsReport} report
 * @param {{ top?: number }} [options]
 */
export function summarise(report, options = {}) {
  const top = options.top ?? 8;
  const { files } = report;
  const totals = phaseTotals(files);
  const projects = [...new Set(files.map((file) => file.project))].join(', ');
  const workers = new Set(files.map((file) => file.worker)).size;
  const testCount = files.reduce((count, file) => count + file.tests.length, 0);
  const lines = [
    '',
    `Where the time went (${projects}): ${seconds(report.wallMs)} wall clock, ${files.length} files, ${testCount} tests, ${workers} worker(s); file time ${seconds(totals.all)} =`,
    `  import ${seconds(totals.import)} (${share(totals.import, totals.all)}) · environment ${seconds(totals.environment)} (${share(totals.environment, totals.all)}) · set-up hooks ${seconds(totals.hooks)} (${share(totals.hooks, totals.all)}) · tests ${seconds(totals.tests)} (${share(totals.tests, totals.all)})`,
    `  slowest files (import + hooks + tests):`,
    ...[...files]
      .sort((a, b) => fileTotal(b) - fileTotal(a))
      .slice(0, top)
      .map(
        (file) =>
          `    ${seconds(fileTotal(file)).padStart(8)}  (${seconds(file.importMs)} + ${seconds(file.hooksMs)} + ${seconds(file.testsMs)})  ${file.file}`,
      ),
    `  slowest tests:`,
    ...files
      .flatMap((file) => file.tests.map((test) => ({ file: file.file, ...test })))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top)
      .map((test) => `    ${seconds(test.ms).padStart(8)}  ${test.file} > ${test.name}`),
  ];
  return lines.join('\n');
}

/**
 * Two runs side by side: each phase's file time and the after/before ratio, and the files
 * whose time changed most.
 * @param {TimingsReport} before
 * @param {TimingsReport} after
 * @param {{ top?: number }} [options]
 */
export function compare(before, after, options = {}) {
  const top = options.top ?? 10;
  const a = phaseTotals(before.files);
  const b = phaseTotals(after.files);
  const ratio = (/** @type {number} */ x, /** @type {number} */ y) =>
    x > 0 ? (y / x).toFixed(2) : '–';
  const count = (/** @type {TimingsReport} */ report) =>
    report.files.reduce((total, file) => total + file.tests.length, 0);
  /** @type {Array<[string, number, number]>} */
  const rows = [
    ['wall clock', before.wallMs, after.wallMs],
    ['file time', a.all, b.all],
    ['  import', a.import, b.import],
    ['  environment', a.environment, b.environment],
    ['  set-up hooks', a.hooks, b.hooks],
    ['  tests', a.tests, b.tests],
  ];
  const beforeByFile = new Map(before.files.map((file) => [`${file.project} ${file.file}`, file]));
  const changes = after.files
    .flatMap((file) => {
      const old = beforeByFile.get(`${file.project} ${file.file}`);
      return old ? [{ file: file.file, before: fileTotal(old), after: fileTotal(file) }] : [];
    })
    .sort((x, y) => Math.abs(y.after - y.before) - Math.abs(x.after - x.before))
    .slice(0, top);
  return [
    `tests: ${count(before)} before, ${count(after)} after`,
    `${'phase'.padEnd(16)}${'before'.padStart(10)}${'after'.padStart(10)}${'ratio'.padStart(8)}`,
    ...rows.map(
      ([name, x, y]) =>
        `${name.padEnd(16)}${seconds(x).padStart(10)}${seconds(y).padStart(10)}${ratio(x, y).padStart(8)}`,
    ),
    'files that changed most:',
    ...changes.map(
      (change) =>
        `  ${seconds(change.before).padStart(8)} → ${seconds(change.after).padStart(8)}  ${change.file}`,
    ),
  ].join('\n');
}
