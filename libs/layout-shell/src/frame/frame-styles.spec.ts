import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const FRAME = '../frame/frame.module.css';

/** Each class's declared properties in a stylesheet, media blocks included: `{ sidebar: ['flex', …] }`. */
function propertiesByClass(css: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//gu, '').matchAll(/([^{}]+)\{([^{}]*)\}/gu)) {
    const single = selector?.trim().match(/^\.([\w-]+)$/u);
    if (!single?.[1] || !body) continue;
    const properties = found.get(single[1]) ?? new Set<string>();
    for (const [, property] of body.matchAll(/(?:^|;)\s*([\w-]+)\s*:/gu)) if (property && property !== 'composes') properties.add(property);
    found.set(single[1], properties);
  }
  return found;
}

const composers = ['main/MainLayout.module.css', 'welcome/WelcomeLayout.module.css', 'skeletons/skeletons.module.css'];

describe('the frame shared by the layouts and their skeletons', () => {
  it('is composed by the layouts and the skeletons, and none of them sets again what a frame class sets', () => {
    const frame = propertiesByClass(readFileSync(join(src, 'frame/frame.module.css'), 'utf8'));
    const clashes: string[] = [];
    let compositions = 0;
    for (const file of composers) {
      const css = readFileSync(join(src, file), 'utf8');
      const own = propertiesByClass(css);
      for (const [, local, shared] of css.matchAll(/\.([\w-]+)\s*\{\s*composes:\s*([\w-]+)\s+from\s+'([^']+)'/gu)) {
        compositions++;
        for (const property of frame.get(shared ?? '') ?? []) if (own.get(local ?? '')?.has(property)) clashes.push(`${file} .${local} sets ${property}`);
      }
      // The bundle may order the frame's stylesheet after this one: only composing keeps the rules apart.
      expect(css.includes(FRAME), file).toBe(true);
    }
    expect(compositions).toBeGreaterThanOrEqual(8);
    expect(clashes).toEqual([]);
  });

  it('lives in one stylesheet: no other stylesheet of the library sets the sidebar width', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
    const setters = files.filter((file) => /--sidebar-width:/u.test(readFileSync(join(src, file), 'utf8')));
    expect(setters).toEqual(['frame/frame.module.css']);
  });
});
