import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// `iframes: false`: each frame is checked by its own axe, below. Left on, a page's axe would also ask the
// axe of its frames to run, while that one was already running its own check: the two runs in one
// frame then hang or fail ("Expect axe._selectorData to be set up"), as seen once on the embed page.
const options: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'], iframes: false };

/**
 * axe runs inside each frame, injected once per document. The stock Playwright integration opens an
 * extra page and injects axe again on every call, which cost 0.6–1.8 s a check on 2 cores; this costs
 * 0.05–0.2 s. Frames of other origins (the chat widget) are checked the same way.
 */
async function violationsIn(frame: Frame): Promise<string[]> {
  const injected = await frame.evaluate(() => 'axe' in window);
  if (!injected) await frame.evaluate(axeSource);
  // Contrast measured halfway through a fade-in is not what a person reads: wait until the screen settles.
  await frame.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await frame.evaluate((runOptions) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, runOptions), options);
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Fails with the list of axe rule violations (WCAG 2.1 A and AA) on the current page and its frames. */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const frames = page.frames().filter((frame) => !frame.isDetached() && frame.url() !== 'about:blank');
  const violations = (await Promise.all(frames.map(violationsIn))).flat();
  expect(violations).toEqual([]);
}
