#!/usr/bin/env node
// Typing into the product editor (a new loan: about forty fields in three languages) in real Chromium,
// on the local production build (npx nx build console): the demo bank signed in, a text typed key by
// key into the loan's Macedonian name. For each key, the time the page spends handling its input event
// (from the first listener to the last, React's render and commit included), at full speed and with the
// CPU slowed 4×. Prints the median and the longest of each run and their medians over the runs.
// Usage: node tools/benchmarks/form-typing.mjs [dist folder] [--runs 3]
import { signedInConsole } from './signed-in-console.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const [dist = 'dist/apps/console'] = args;
const TEXT = 'Станбен кредит за млади';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { origin, context, page, close } = await signedInConsole(dist);
try {
  const cdp = await context.newCDPSession(page);
  for (const slowdown of [1, 4]) {
    const medians = [];
    const longest = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`${origin}/products/loans`);
      await page.getByRole('button', { name: 'Додај кредит' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Нов кредит' });
      await dialog.locator('form').waitFor();
      await dialog.getByRole('textbox', { name: /^Име на кредитот/ }).first().click();
      // A listener on the window before everything else and one after: the input event's whole handling.
      await page.evaluate(() => {
        window.inputHandling = [];
        let start = 0;
        window.addEventListener('input', () => (start = performance.now()), true);
        window.addEventListener('input', () => window.inputHandling.push(performance.now() - start));
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      for (const key of TEXT) {
        await page.keyboard.type(key);
        // The next key after the page has drawn this one, as a person typing sees each letter appear.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const handling = await page.evaluate(() => window.inputHandling);
      medians.push(median(handling));
      longest.push(Math.max(...handling));
    }
    const ms = (values) => `${median(values).toFixed(1)} ms (runs ${values.map((value) => value.toFixed(1)).join(' / ')})`;
    console.log(`product editor, ${TEXT.length} keys, CPU ${slowdown}×: a key's input handled in ${ms(medians)}; the longest ${ms(longest)}`);
  }
} finally {
  await close();
}
