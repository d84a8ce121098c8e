import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '#test/build-test-app.ts';

describe('app foundation', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let webDir: string;

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'incasso-web-'));
    await fs.mkdir(path.join(webDir, 'assets'));
    await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(
      path.join(webDir, 'sign-in.html'),
      '<!doctype html><div id="sign-in"></div>',
    );
    await fs.writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    await fs.writeFile(
      path.join(webDir, 'assets', 'app-abc123.js.br'),
      zlib.brotliCompressSync('console.log(1)'),
    );
    await fs.writeFile(path.join(webDir, 'assets', 'app-abc123.js.map'), '{"sources":["app.tsx"]}');
    await fs.mkdir(path.join(webDir, 'ssr'));
    await fs.writeFile(path.join(webDir, 'ssr', 'pay-page.server.js'), 'export const x = 1;');
    await fs.mkdir(path.join(webDir, '.vite'));
    await fs.writeFile(path.join(webDir, '.vite', 'manifest.json'), '{}');
    ctx = await buildTestApp({ config: { webDistDir: webDir } });
    ctx.app.post(
      '/api/__echo',
      {
        schema: {
          body: z
            .object({ amount: z.number().positive(), name: z.string().min(1, 'nameRequired') })
            .strict(),
        },
      },
      async (request) => request.body,
    );
    ctx.app.get('/api/__boom', async () => {
      throw new Error('database password is hunter2');
    });
  });

  afterAll(async () => {
    await ctx.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('reports health and readiness', async () => {
    expect((await ctx.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves no source map, even one a build left beside its script', async () => {
    expect((await ctx.app.inject('/assets/app-abc123.js')).statusCode).toBe(200);
    const map = await ctx.app.inject('/assets/app-abc123.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('app.tsx');
  });

  it('keeps the server-side build files (pay page entry, manifests) from browsers', async () => {
    for (const url of ['/ssr/pay-page.server.js', '/.vite/manifest.json']) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('export const');
    }
  });

  it('answers 404 notFound for unknown API paths', async () => {
    const response = await ctx.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'notFound', message: 'Not found.' });
  });

  it('answers 400 malformedJson for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('malformedJson');
  });

  it('answers 400 invalidInput with a key per field for a schema failure', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/__echo',
      payload: { amount: -1, name: '', extra: true },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('invalidInput');
    expect(body.message).toBe('Invalid input data');
    expect(body.fields).toMatchObject({ amount: 'too_small', name: 'nameRequired' });
  });

  it('refuses an oversized body with 413 payloadTooLarge', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000), amount: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payloadTooLarge');
  });

  it('never leaks the details of an unexpected error', async () => {
    const response = await ctx.app.inject('/api/__boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'serverError', message: 'Server error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('serves the web app for client-side routes with a strict CSP', async () => {
    const response = await ctx.app.inject('/dashboard/settings/profile');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the sign-in build for the sign-in pages and the full app for the others', async () => {
    for (const url of ['/login', '/register/', '/verify-email?token=abc', '/reset-password']) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="sign-in">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/', '/dashboard', '/login/extra', '/api-docs', '/loginx']) {
      expect((await ctx.app.inject(url)).body, url).toContain('<div id="root">');
    }
  });

  it('answers the API with headers that let a browser render nothing of it', async () => {
    const response = await ctx.app.inject('/api/health');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await ctx.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await ctx.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends the build’s compressed copy to a browser that takes it, the file to others', async () => {
    const br = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    // No gzip copy: the file as it is.
    const gzip = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBeUndefined();
    expect(gzip.body).toBe('console.log(1)');
  });
});
