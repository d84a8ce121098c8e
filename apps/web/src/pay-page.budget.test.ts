import { describe, expect, it } from 'vitest';
import { moduleGraph } from '#test/module-graph.ts';

// The pay page's island must stay within 60 KB of JavaScript gzip (issue 22, P5; measured by
// `npm run bench:web`). zod alone is 30 KB of it: a value import of a shared module that
// defines schemas pulls it in, as `isOpenEnded` from @incasso/shared/payments once did.
describe('the pay page island', () => {
  it('reaches neither zod nor viem', () => {
    const { modules, packages } = moduleGraph('pay-page.tsx');
    expect(modules.some((file) => file.endsWith('countdown-text.tsx'))).toBe(true);
    expect(packages.has('socket.io-client')).toBe(true);
    expect(packages.get('zod'), 'zod imported by').toBeUndefined();
    expect(packages.get('viem'), 'viem imported by').toBeUndefined();
  });
});
