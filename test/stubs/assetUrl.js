// A file vite turns into its URL (`import x from './file?url'`): unit tests load none.
module.exports = '/asset';
