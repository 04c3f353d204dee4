#!/usr/bin/env node
// The FAQ with a large catalogue in real Chromium, on the local production build (npx nx build console):
// the demo bank signed in, its Macedonian catalogue grown to --size questions in the browser's own
// database, then /faq opened --runs times. Prints the medians of: the questions' arrival to the first
// rows drawn (the app's `faq:drawn` measure), a saved answer's snapshot to its row drawn anew
// (`faq:answers-drawn`), and, scrolling the whole list, the frames longer than a
// 60 Hz frame and the longest (requestAnimationFrame intervals, with the CPU at full speed), and the
// script each frame ran (from Chromium's trace: JavaScript on the page's main thread between two
// animation frames).
// Usage: node tools/benchmarks/faq-chromium.mjs [--size 5000] [--runs 5]
import { signedInConsole } from './signed-in-console.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const size = option('size', 5000);
const runs = option('runs', 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const root = new URL('../..', import.meta.url).pathname;

// Trace events in which the page's JavaScript runs, and those in which the browser lays out and styles
// the page (also when a script forces it, as the scrolling below does by reading the scroll position).
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'FireIdleCallback', 'v8.compile']);
const LAYOUT_EVENTS = new Set(['Layout', 'UpdateLayoutTree', 'RecalculateStyles', 'HitTest', 'IntersectionObserverController::computeIntersections', 'ResizeObserverController::deliverObservations']);

/** Intervals [start, end] in µs of the events named in `names`, merged so that nested ones count once. */
function mergedIntervals(events, names) {
  const intervals = events.filter((event) => names.has(event.name)).map((event) => [event.ts, event.ts + (event.dur ?? 0)]).sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [start, end] of intervals) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const overlap = (intervals, from, to) => intervals.reduce((sum, [start, end]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0);

/**
 * Milliseconds of script in each frame of a trace (from one animation frame's start to the next): the
 * page's JavaScript on its main thread, less the layout and style work that script waited for.
 */
function scriptPerFrame(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && events.some((other) => other.pid === event.pid && other.name === 'FireAnimationFrame'));
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const frameStarts = onMain.filter((event) => event.name === 'FireAnimationFrame').map((event) => event.ts).sort((a, b) => a - b);
  const scripts = mergedIntervals(onMain, SCRIPT_EVENTS);
  const layouts = mergedIntervals(onMain, LAYOUT_EVENTS);
  return frameStarts.slice(0, -1).map((start, index) => {
    const end = frameStarts[index + 1];
    // Layout counts only where a script waited for it (inside a script interval).
    const inFrame = scripts.filter(([from, to]) => to > start && from < end);
    const waited = inFrame.reduce((sum, [from, to]) => sum + overlap(layouts, Math.max(from, start), Math.min(to, end)), 0);
    return (overlap(inFrame, start, end) - waited) / 1000;
  });
}

const { origin, browser, page, close } = await signedInConsole(`${root}dist/apps/console`);
try {
  await page.goto(`${origin}/home`);
  // More catalogue questions, copies of the first one, written as the local database keeps documents.
  const total = await page.evaluate(async (wanted) => {
    const open = indexedDB.open('tellr-console');
    const db = await new Promise((resolve, reject) => ((open.onsuccess = () => resolve(open.result)), (open.onerror = () => reject(open.error))));
    const parent = 'mode/staging/faqs/languages/mk';
    const store = db.transaction('documents', 'readwrite').objectStore('documents');
    const existing = await new Promise((resolve) => (store.index('parent').getAll(parent).onsuccess = (event) => resolve(event.target.result)));
    const [model] = existing;
    for (let index = existing.length; index < wanted; index += 1) {
      const id = `bench-${index}`;
      store.put({ path: `${parent}/${id}`, parent, id, data: { ...model.data, question: `${model.data.question} (${index})`, top: false } });
    }
    await new Promise((resolve) => (store.transaction.oncomplete = resolve));
    db.close();
    return Math.max(wanted, existing.length);
  }, size);

  const drawn = [];
  const longFrames = [];
  const longest = [];
  const mostScript = [];
  const framesOverScriptBudget = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${origin}/faq`);
    await page.waitForFunction(() => performance.getEntriesByName('faq:drawn').length > 0, undefined, { timeout: 30_000 });
    drawn.push(await page.evaluate(() => performance.getEntriesByName('faq:drawn')[0].duration));
    // Scrolls the whole list, a screen's height every frame, and records each frame's length.
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    const frames = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const intervals = [];
          let last = performance.now();
          const step = (now) => {
            intervals.push(now - last);
            last = now;
            const before = window.scrollY;
            window.scrollBy(0, window.innerHeight);
            if (window.scrollY === before) resolve(intervals.slice(1));
            else requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
    );
    const script = scriptPerFrame(await browser.stopTracing());
    longFrames.push(frames.filter((frame) => frame > 16.7 * 1.5).length);
    longest.push(Math.max(...frames));
    mostScript.push(Math.max(...script));
    framesOverScriptBudget.push(script.filter((milliseconds) => milliseconds > 16).length);
  }
  // A saved answer in the list of all the questions: from the answers' snapshot to its row drawn anew.
  const saved = [];
  const savedCommitted = [];
  await page.goto(`${origin}/faq`);
  await page.locator('button[data-faq-id]').first().click();
  const answer = page.getByRole('textbox', { name: 'Одговор на македонски' });
  const framesMissed = [];
  for (let run = 0; run < runs; run += 1) {
    await page.evaluate(() => ['faq:answers-drawn', 'faq:answers-drawn:committed'].forEach((name) => performance.clearMeasures(name)));
    await answer.fill(`Јавете ни се на +389 2 3200 200 (${run}).`);
    // The start of every frame while the save goes on.
    await page.evaluate(() => {
      window.frameStarts = [];
      const tick = (now) => {
        window.frameStarts.push(now);
        if (performance.getEntriesByName('faq:answers-drawn').length === 0) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.getByRole('button', { name: 'Зачувај го одговорот на македонски' }).click();
    await page.waitForFunction(() => performance.getEntriesByName('faq:answers-drawn').length > 0, undefined, { timeout: 30_000 });
    const outcome = await page.evaluate(() => {
      const [drawn] = performance.getEntriesByName('faq:answers-drawn');
      const [committed] = performance.getEntriesByName('faq:answers-drawn:committed');
      const committedAt = committed.startTime + committed.duration;
      // Frames that began after the snapshot and before the row was committed: each was drawn without it.
      const missed = window.frameStarts.filter((start) => start > committed.startTime && start < committedAt).length;
      return { drawn: drawn.duration, committed: committed.duration, missed };
    });
    saved.push(outcome.drawn);
    savedCommitted.push(outcome.committed);
    framesMissed.push(outcome.missed);
  }
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`FAQ of ${total} questions in Chromium (local build, ${runs} runs, medians):`);
  console.log(`  questions' arrival to the first rows drawn: ${ms(median(drawn))} (runs ${drawn.map((value) => value.toFixed(0)).join(' / ')} ms)`);
  console.log(`  a saved answer's snapshot to its row drawn anew: ${ms(median(saved))} (runs ${saved.map((value) => value.toFixed(0)).join(' / ')} ms, to the start of the frame that draws it)`);
  console.log(`    the snapshot to the row committed ${ms(median(savedCommitted))} (runs ${savedCommitted.map((value) => value.toFixed(1)).join(' / ')} ms; frames drawn meanwhile included); at most 16 ms in ${savedCommitted.filter((value) => value <= 16).length} of ${runs} runs; the row was in the first frame drawn after the snapshot in ${framesMissed.filter((missed) => missed === 0).length} of ${runs} runs (frames drawn without it: ${framesMissed.join(' / ')})`);
  console.log(`  scrolling the whole list a screen a frame: ${median(longFrames)} frames over 25 ms, the longest ${ms(median(longest))}`);
  console.log(`  script in one frame while scrolling: at most ${ms(median(mostScript))} (runs ${mostScript.map((value) => value.toFixed(1)).join(' / ')} ms), ${median(framesOverScriptBudget)} frames over 16 ms`);
} finally {
  await close();
}
