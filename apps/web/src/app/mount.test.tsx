import { describe, expect, it } from 'vitest';
import { MISSING_ROOT_MESSAGE, mountApp } from './mount';

describe('mountApp', () => {
  it('fails loudly when the page has no #root element', () => {
    const page = document.implementation.createHTMLDocument('empty');
    expect(() => mountApp(null, page)).toThrow('Could not find root element to mount to');
    expect(MISSING_ROOT_MESSAGE).toBe('Could not find root element to mount to');
  });
});
