import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '#test/openapi-document.ts';
import { curlSample, nodeSample, pythonSample } from './code-samples';
import { listOperations } from './operations';
import { sampleRequest } from './sample-request';

const document = buildOpenApiDocument();
const [create, fetch] = listOperations(document);
if (!create || !fetch) throw new Error('the fixture has two operations');
const createRequest = sampleRequest(create, document);
const fetchRequest = sampleRequest(fetch, document);

describe('sampleRequest', () => {
  it('sends the required fields, the key from the environment and a fresh idempotency key', () => {
    expect(createRequest).toEqual({
      method: 'POST',
      url: 'https://pay.example/api/v1/payments',
      baseUrl: 'https://pay.example/api/v1/payments',
      query: [],
      headers: [
        ['X-API-Key', { kind: 'env', name: 'INCASSO_API_KEY' }],
        ['Idempotency-Key', { kind: 'uuid' }],
      ],
      body: { amount: 1, currency: 'EUR' },
    });
    expect(fetchRequest.url).toBe('https://pay.example/api/v1/payments/<id>');
    expect(fetchRequest.body).toBeUndefined();
  });
});

describe('code samples', () => {
  it('writes curl', () => {
    expect(curlSample(createRequest)).toBe(
      [
        'curl -X POST "https://pay.example/api/v1/payments" \\',
        '  -H "X-API-Key: $INCASSO_API_KEY" \\',
        '  -H "Idempotency-Key: $(uuidgen)" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{`,
        '  "amount": 1,',
        '  "currency": "EUR"',
        `}'`,
      ].join('\n'),
    );
    expect(curlSample(fetchRequest)).toBe(
      'curl "https://pay.example/api/v1/payments/<id>" \\\n  -H "X-API-Key: $INCASSO_API_KEY"',
    );
  });

  it('writes Node.js that parses as a module body', () => {
    const code = nodeSample(createRequest);
    expect(code).toContain(`const response = await fetch('https://pay.example/api/v1/payments', {`);
    expect(code).toContain(`    'Idempotency-Key': crypto.randomUUID(),`);
    expect(code).toContain(`  body: JSON.stringify({\n    amount: 1,\n    currency: 'EUR',\n  }),`);
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as FunctionConstructor;
    expect(() => new AsyncFunction(code)).not.toThrow();
    expect(() => new AsyncFunction(nodeSample(fetchRequest))).not.toThrow();
  });

  it('writes Python with requests', () => {
    expect(pythonSample(createRequest)).toBe(
      [
        'import os',
        'import uuid',
        '',
        'import requests',
        '',
        'response = requests.post(',
        '    "https://pay.example/api/v1/payments",',
        '    headers={',
        '        "X-API-Key": os.environ["INCASSO_API_KEY"],',
        '        "Idempotency-Key": str(uuid.uuid4()),',
        '    },',
        '    json={',
        '        "amount": 1,',
        '        "currency": "EUR",',
        '    },',
        '    timeout=30,',
        ')',
        'response.raise_for_status()',
        'print(response.json())',
      ].join('\n'),
    );
    expect(pythonSample(fetchRequest)).not.toContain('import uuid');
  });

  it('keeps quotes in values from breaking the shell or the literal', () => {
    const request = { ...createRequest, body: { note: "it's \\ done", flag: true, none: null } };
    expect(curlSample(request)).toContain(`"note": "it'\\''s \\\\ done"`);
    expect(nodeSample(request)).toContain(`note: 'it\\'s \\\\ done',`);
    expect(pythonSample(request)).toContain('"flag": True,\n        "none": None,');
  });
});
