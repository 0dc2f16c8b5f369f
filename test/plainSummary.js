const fs = require('node:fs');
const path = require('node:path');

/** How many of the slowest files the summary names. */
const SLOWEST = 25;

/**
 * Gives the run one plain line, `jest: N passed, N failed`, that any CI can read, and says
 * where the time went: the 25 slowest files on the console, and every file's time, by
 * project, in `test/artifacts/test-times.md` (the table docs/testing.md keeps). It is
 * written as the run completes, just above jest's own summary: with `forceExit` there is no
 * exit event to wait for.
 */
class PlainSummary {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.started = Date.now();
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({
        file: path.relative(this.rootDir, file.testFilePath),
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
        tests: file.numPassingTests + file.numFailingTests,
        failed: file.numFailingTests > 0 || Boolean(file.testExecError),
      }))
      .sort((a, b) => b.seconds - a.seconds);
    const wall = (Date.now() - this.started) / 1000;
    const summed = files.reduce((sum, file) => sum + file.seconds, 0);
    const row = (file) => `| ${file.file} | ${file.seconds.toFixed(1)} | ${file.tests} |${file.failed ? ' failed' : ''}`;
    const table = ['| file | seconds | tests |', '|---|---:|---:|', ...files.map(row)];
    const heading = `${files.length} files, ${summed.toFixed(0)} s summed over files, ${wall.toFixed(0)} s from jest's start to its end`;
    const out = path.join(this.rootDir, 'test', 'artifacts', 'test-times.md');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${heading}\n\n${table.join('\n')}\n`);
    process.stderr.write(`\n${heading}; the ${SLOWEST} slowest (all in ${path.relative(this.rootDir, out)}):\n`);
    for (const file of files.slice(0, SLOWEST)) process.stderr.write(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.file}\n`);
    process.stderr.write(`jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`);
  }
}
module.exports = PlainSummary;
