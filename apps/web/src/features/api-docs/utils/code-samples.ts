import { JS, PYTHON, literal } from './code-literal';
import type { HeaderValue, SampleRequest } from './sample-request';

export const SAMPLE_LANGUAGES = ['curl', 'node', 'python'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

const json = (value: unknown) => JSON.stringify(value, null, 2);

function curlHeader(value: HeaderValue): string {
  if (value.kind === 'env') return `$${value.name}`;
  if (value.kind === 'uuid') return '$(uuidgen)';
  return value.value;
}

/** curl in a POSIX shell: double quotes let the variables expand, the body sits in single ones. */
export function curlSample(request: SampleRequest): string {
  const lines = [
    request.method === 'GET'
      ? `curl "${request.url}"`
      : `curl -X ${request.method} "${request.url}"`,
    ...request.headers.map(([name, value]) => `  -H "${name}: ${curlHeader(value)}"`),
  ];
  if (request.body !== undefined) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d '${json(request.body).replaceAll("'", `'\\''`)}'`);
  }
  return lines.join(' \\\n');
}

function nodeHeader(value: HeaderValue): string {
  if (value.kind === 'env') return `process.env.${value.name}`;
  if (value.kind === 'uuid') return 'crypto.randomUUID()';
  return JS.text(value.value);
}

/** Node 18 or later (global fetch and crypto), as an ES module for the top-level await. */
export function nodeSample(request: SampleRequest): string {
  const headers = request.headers.map(([name, value]) => `${JS.text(name)}: ${nodeHeader(value)}`);
  if (request.body !== undefined) headers.push(`'Content-Type': 'application/json'`);
  const options = [
    ...(request.method === 'GET' ? [] : [`method: '${request.method}',`]),
    `headers: {\n    ${headers.join(',\n    ')},\n  },`,
    ...(request.body === undefined
      ? []
      : [`body: JSON.stringify(${literal(request.body, JS, 1)}),`]),
  ];
  return [
    `const response = await fetch(${JS.text(request.url)}, {`,
    ...options.map((option) => `  ${option}`),
    '});',
    'const data = await response.json();',
    'if (!response.ok) throw new Error(`${data.error}: ${data.message}`);',
    'console.log(data);',
  ].join('\n');
}

function pythonHeader(value: HeaderValue): string {
  if (value.kind === 'env') return `os.environ["${value.name}"]`;
  if (value.kind === 'uuid') return 'str(uuid.uuid4())';
  return JSON.stringify(value.value);
}

/** Python 3 with requests; a timeout, as requests waits for ever without one. */
export function pythonSample(request: SampleRequest): string {
  const usesUuid = request.headers.some(([, value]) => value.kind === 'uuid');
  const headers = request.headers.map(
    ([name, value]) => `${PYTHON.text(name)}: ${pythonHeader(value)},`,
  );
  const args = [
    `${PYTHON.text(request.baseUrl)},`,
    `headers={\n        ${headers.join('\n        ')}\n    },`,
    ...(request.query.length > 0
      ? [`params=${literal(Object.fromEntries(request.query), PYTHON, 1)},`]
      : []),
    ...(request.body === undefined ? [] : [`json=${literal(request.body, PYTHON, 1)},`]),
    'timeout=30,',
  ];
  return [
    'import os',
    ...(usesUuid ? ['import uuid'] : []),
    '',
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    ...args.map((arg) => `    ${arg}`),
    ')',
    'response.raise_for_status()',
    'print(response.json())',
  ].join('\n');
}

export function codeSample(language: SampleLanguage, request: SampleRequest): string {
  if (language === 'curl') return curlSample(request);
  if (language === 'node') return nodeSample(request);
  return pythonSample(request);
}
