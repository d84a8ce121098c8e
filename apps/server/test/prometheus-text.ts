// Reads the Prometheus text exposition format (version 0.0.4) as a scraper does, strictly: a
// line that is neither a comment nor a well-formed sample, or a sample of an undeclared family,
// fails the test rather than being skipped.

export interface MetricFamily {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: { name: string; labels: Record<string, string>; value: number }[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
const SUFFIXES = ['_bucket', '_sum', '_count'];

function parseLabels(text: string | undefined, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!text) return labels;
  LABEL.lastIndex = 0;
  let read = 0;
  for (let match = LABEL.exec(text); match; match = LABEL.exec(text)) {
    const [whole, name, value] = match;
    labels[name as string] = (value as string).replace(/\\(.)/g, (_, c: string) =>
      c === 'n' ? '\n' : c,
    );
    read += whole.length;
  }
  if (read !== text.length) throw new Error(`malformed labels: ${line}`);
  return labels;
}

/** As Prometheus reads a value (Go's ParseFloat): NaN and Inf in any case (prom-client writes `Nan`). */
function parseValue(value: string, line: string): number {
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(value);
  if (special) {
    if (special[2]?.toLowerCase() === 'nan') return NaN;
    return special[1] === '-' ? -Infinity : Infinity;
  }
  const parsed = Number(value);
  if (value === '' || Number.isNaN(parsed)) throw new Error(`malformed value: ${line}`);
  return parsed;
}

function familyOf(families: Map<string, MetricFamily>, sample: string): MetricFamily | undefined {
  const direct = families.get(sample);
  if (direct) return direct;
  const suffix = SUFFIXES.find((s) => sample.endsWith(s));
  return suffix ? families.get(sample.slice(0, -suffix.length)) : undefined;
}

export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const declare = (name: string) => {
    let family = families.get(name);
    if (!family) {
      family = { name, type: 'untyped', help: '', samples: [] };
      families.set(name, family);
    }
    return family;
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (kind === 'HELP') declare(name).help = rest;
      else declare(name).type = rest as MetricFamily['type'];
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`malformed sample: ${line}`);
    const [, name, labels, value] = sample as unknown as [string, string, string, string];
    const family = familyOf(families, name);
    if (!family) throw new Error(`sample of an undeclared family: ${line}`);
    family.samples.push({
      name,
      labels: parseLabels(labels, line),
      value: parseValue(value, line),
    });
  }
  return families;
}

/** The value of the sample of `name` whose labels include `labels`; 0 when there is none. */
export function sampleValue(
  families: Map<string, MetricFamily>,
  name: string,
  labels: Record<string, string> = {},
): number {
  const family = familyOf(families, name);
  const sample = family?.samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return sample?.value ?? 0;
}
