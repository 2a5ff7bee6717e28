// Adds up the JSON reports of every test run (vitest and Playwright) into the one closing
// line CI reads: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;

function countPlaywright(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped') skipped++;
        else if (test.status === 'expected' || test.status === 'flaky') passed++;
        else failed++;
      }
    }
    countPlaywright(suite.suites);
  }
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(
      `${file.replace('.json', '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
    );
  } else if (report.suites) {
    const before = { passed, failed };
    countPlaywright(report.suites);
    console.log(
      `${file.replace('.json', '')}: ${passed - before.passed} passed, ${failed - before.failed} failed`,
    );
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
