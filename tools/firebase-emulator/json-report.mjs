// A node:test reporter that writes the counts in the shape of vitest's JSON report, so that
// tools/test-all.mjs adds these tests to its summary like any other. Only tests count, not suites,
// and only tests that ran: a skipped or todo test is reported as such, never as passed.
export default async function* jsonReport(source) {
  const counts = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    // A suite counts only when it was skipped as a whole: its tests then never report themselves.
    if (event.data.details?.type === 'suite' && !event.data.skip) continue;
    if (event.data.todo) counts.numTodoTests += 1;
    else if (event.data.skip) counts.numPendingTests += 1;
    else if (event.type === 'test:pass') counts.numPassedTests += 1;
    else counts.numFailedTests += 1;
  }
  yield `${JSON.stringify({ ...counts, numTotalTests: counts.numPassedTests + counts.numFailedTests + counts.numPendingTests + counts.numTodoTests })}\n`;
}
