/**
 * Jest's own runner, asking to run its files one after the other in the main process: the
 * browser tests each start a server and several Chromium pages, and two of them at once on
 * a 2-core machine starve each other. Jest runs one runner's files after another's, so the
 * other tests still run in parallel first (jest.config.js, project "browser").
 */
const jestRunner = require('jest-runner');

const TestRunner = jestRunner.default ?? jestRunner;

class SerialRunner extends TestRunner {
  constructor(...args) {
    super(...args);
    this.isSerial = true;
  }
}

module.exports = SerialRunner;
