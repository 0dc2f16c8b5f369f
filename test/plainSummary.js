/**
 * Ends the run with one plain line, `jest: N passed, N failed`, that any CI can read. It is
 * written at exit so that it comes after jest's own summary.
 */
class PlainSummary {
  onRunComplete(_contexts, results) {
    const line = `jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`;
    process.once('exit', () => process.stderr.write(line));
  }
}
module.exports = PlainSummary;
