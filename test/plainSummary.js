/** Ends the run with one plain line, `jest: N passed, N failed`, that any CI can read. */
class PlainSummary {
  onRunComplete(_contexts, results) {
    process.stderr.write(`jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`);
  }
}
module.exports = PlainSummary;
