import { describe, expect, it } from 'vitest';
import { languages } from './languages';

type Texts = { [key: string]: Texts | string };
const files = import.meta.glob<Texts>('../../../locales/*/*.json', { eager: true, import: 'default' });

function flatten(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

function keysOf(language: string): Set<string> {
  const keys = new Set<string>();
  for (const [path, texts] of Object.entries(files)) {
    const [, lng, file] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (lng === language && file) flatten(texts).forEach((key) => keys.add(`${file}:${key}`));
  }
  return keys;
}

describe('translations', () => {
  const sets = languages.map((language) => ({ code: language.code, keys: keysOf(language.code) }));
  const union = new Set(sets.flatMap((set) => [...set.keys]));

  it('exist for every language', () => {
    for (const set of sets) expect(set.keys.size, set.code).toBeGreaterThan(0);
  });

  it.each(sets.map((set) => [set.code, set] as const))('have the same keys in %s as in the others', (_code, set) => {
    expect([...union].filter((key) => !set.keys.has(key))).toEqual([]);
  });

  it('are never empty strings', () => {
    const empty = Object.entries(files).flatMap(([path, texts]) =>
      flatten(texts).filter((key) => key.split('.').reduce<Texts | string>((node, part) => (node as Texts)[part] as Texts | string, texts) === '').map((key) => `${path}:${key}`),
    );
    expect(empty).toEqual([]);
  });
});
