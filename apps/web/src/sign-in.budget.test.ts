import { describe, expect, it } from 'vitest';
import { moduleGraph } from '#test/module-graph.ts';

// /login, a merchant's first page, must stay within 100 KB of JavaScript gzip (issue 22, P5;
// measured by `npm run bench:web`). zod alone is about 25 KB of it: the login form once checked
// its input with the shared LoginInputSchema and brought /login to 107 KB. The other sign-in pages
// (registration, the password reset) are chunks of their own and may use the shared schemas.
describe("the sign-in build's first page", () => {
  it('reaches the login form without zod or viem', () => {
    const { modules, packages } = moduleGraph('sign-in.tsx', { lazy: false });
    expect(modules.some((file) => file.endsWith('login-form.tsx'))).toBe(true);
    expect(modules.some((file) => file.endsWith('register-form.tsx'))).toBe(false);
    expect(packages.get('zod'), 'zod imported by').toBeUndefined();
    expect(packages.get('viem'), 'viem imported by').toBeUndefined();
  });
});
