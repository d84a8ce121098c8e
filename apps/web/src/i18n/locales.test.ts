import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import it_ from './locales/it.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('locales', () => {
  const itKeys = keysOf(it_);

  it('have the same keys in Italian and English', () => {
    expect(keysOf(en).sort()).toEqual([...itKeys].sort());
  });

  it('have no empty strings', () => {
    const empty = [...keysOf(en), ...itKeys].filter((key) =>
      [en, it_].some(
        (tree) => key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree) === '',
      ),
    );
    expect(empty).toEqual([]);
  });

  it('define every literal key the code asks for', () => {
    const srcDir = join(import.meta.dirname, '..');
    const used = sourceFiles(srcDir).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /\b(?:t|labelKey:|titleKey[=:])\s*\(?\s*['"]([a-zA-Z]+\.[\w.]+)['"]/g,
        ),
      ].map((match) => match[1]),
    );
    expect(used.length).toBeGreaterThan(50);
    // A key asked for with a count is defined by its plural forms (`attempts_other`).
    const defined = (key: string) => itKeys.includes(key) || itKeys.includes(`${key}_other`);
    expect(used.filter((key) => !defined(key ?? ''))).toEqual([]);
  });

  it("keep SPEC's Italian texts", () => {
    expect(it_.app.loading).toBe('Caricamento...');
    expect(it_.errorBoundary.title).toBe('Qualcosa è andato storto.');
    expect(en.palette.placeholder).toBe('Type a command or search…');
    expect(en.riskAnalysis.blockedTitle).toBe('Login Blocked');
    expect(en.riskAnalysis.challengeTitle).toBe('Verification Required');
    expect(en.auth.forgot.sent).toBe(
      'If the email is registered, you will shortly receive a recovery link.',
    );
    expect(en.auth.reset.mismatch).toBe('Passwords do not match.');
  });
});
