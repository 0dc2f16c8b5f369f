/**
 * Gives the run one plain line, `jest: N passed, N failed`, that any CI can read. It is
 * written as the run completes, just above jest's own summary: with `forceExit` there is no
 * exit event to wait for.
 */
class PlainSummary {
  onRunComplete(_contexts, results) {
    const line = `jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`;
    process.stderr.write(line);
  }
}
module.exports = PlainSummary;
