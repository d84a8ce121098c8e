import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleGraph, webSrc } from '#test/module-graph.ts';
import it_ from './locales/it.json';
import { SIGN_IN_NAMESPACES, signInResources } from './resources';

describe('the sign-in build’s texts', () => {
  const namespaces = new Set(Object.keys(it_));
  const { modules } = moduleGraph('sign-in.tsx');

  it('reach the sign-in pages, their dialogs and the frame around them', () => {
    const names = modules.map((file) => file.slice(webSrc.length + 1));
    for (const expected of [
      'features/accounts/components/login-form.tsx',
      'features/accounts/components/login-dialogs.tsx',
      'features/accounts/components/register-form.tsx',
      'features/accounts/components/verify-email-page.tsx',
      'components/ui/toast/toaster.tsx',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names).not.toContain('app/dashboard-routes.tsx');
  });

  it('hold every namespace a module of the sign-in pages names', () => {
    const missing = new Map<string, string>();
    for (const file of modules) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z$]/g)) {
        const namespace = match[1] ?? '';
        const carried = (SIGN_IN_NAMESPACES as readonly string[]).includes(namespace);
        if (namespaces.has(namespace) && !carried) missing.set(namespace, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('are the full texts of those namespaces in both languages', () => {
    expect(Object.keys(signInResources.it.translation).sort()).toEqual(
      [...SIGN_IN_NAMESPACES].sort(),
    );
    expect(signInResources.it.translation.auth).toEqual(it_.auth);
    expect(Object.keys(signInResources.en.translation).sort()).toEqual(
      [...SIGN_IN_NAMESPACES].sort(),
    );
  });
});
