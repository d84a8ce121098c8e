import { describe, expect, it } from 'vitest';
import { derivedId } from './derived-id.ts';

describe('derivedId', () => {
  it('gives the same UUID for the same parts, another for other parts', () => {
    expect(derivedId('job', 'a')).toBe(derivedId('job', 'a'));
    expect(derivedId('job', 'a')).not.toBe(derivedId('job', 'b'));
    expect(derivedId('jo', 'ba')).not.toBe(derivedId('job', 'a'));
  });

  it('is a version 8, variant 1 UUID', () => {
    expect(derivedId('x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
