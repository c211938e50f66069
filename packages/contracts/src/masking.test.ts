import { describe, it } from 'vitest';
import fc from 'fast-check';
import { maskEmail } from './masking.ts';

describe('maskEmail', () => {
  it('keeps the domain and the length of any address', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_-]{1,20}$/), (local) => {
        const masked = maskEmail(`${local}@moyue.example`);
        return (
          masked.endsWith('@moyue.example') &&
          masked.length === local.length + '@moyue.example'.length &&
          masked.startsWith(local.slice(0, Math.ceil(local.length / 2)))
        );
      }),
    );
  });
});
