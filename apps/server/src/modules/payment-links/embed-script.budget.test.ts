import { EMBED_SCRIPT_MAX_GZIP_BYTES } from '@incasso/shared/payment-links';
import { describe, expect, it } from 'vitest';
import { loadEmbedScript } from './embed-script.ts';

// Issue 21 section 4: the button's script loads on merchants' own pages, so it stays small.
describe('the embed button script', () => {
  it(`is at most ${EMBED_SCRIPT_MAX_GZIP_BYTES} bytes gzipped`, () => {
    const { source, gzipped } = loadEmbedScript();
    expect(source.length).toBeGreaterThan(0);
    expect(gzipped.length).toBeLessThanOrEqual(EMBED_SCRIPT_MAX_GZIP_BYTES);
  });

  it('uses no inline style a host page’s CSP would block, and no eval', () => {
    const text = loadEmbedScript().source.toString('utf8');
    expect(text).not.toMatch(
      /createElement\(['"]style['"]\)|setAttribute\(['"]style['"]|innerHTML|eval\(|new Function/,
    );
  });
});
