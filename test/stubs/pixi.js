// Pixi ships as ES modules, which jest's CommonJS loader cannot load, and unit tests draw
// nothing: every export is an empty class. (The browser tests run the real thing.)
module.exports = new Proxy({}, { get: (_, name) => (name === '__esModule' ? true : class {}) });
