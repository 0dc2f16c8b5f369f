/** Tests run on the TypeScript sources; `npm test` type-checks them first with `tsc -p test`. */
const project = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.json' }],
    // rou3 (reached from @colyseus/core) ships only ESM, which jest's CommonJS runtime cannot load.
    '^.+\\.mjs$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!rou3/)'],
  moduleNameMapper: {
    '^@dead-drop/shared$': '<rootDir>/shared/src/index.ts',
    // jest has its own module loader, which refuses Node's module hooks, and loads every
    // package through "require": one copy of @colyseus/schema without the hook.
    '^(\\.\\.?|@dead-drop/server/dist)/singleSchema$': '<rootDir>/test/stubs/singleSchema.ts',
    // The workshop's imports of the server's and the rules' built modules: their sources, the
    // same copies the tests import.
    '^@dead-drop/(shared|server)/dist/(.*)$': '<rootDir>/$1/src/$2',
    // The client's scenes and pages, which the game registry holds: see each stub.
    '^pixi\\.js(/unsafe-eval)?$': '<rootDir>/test/stubs/pixi.js',
    '\\?url$': '<rootDir>/test/stubs/assetUrl.js',
  },
};

module.exports = {
  // A test's server process or socket left open must not hold CI past its last test.
  forceExit: true,
  // Both cores (on two cores jest's default is one worker), for every file: a browser file
  // waits on its pages about half of its time (docs/testing.md), while a unit file computes.
  maxWorkers: 2,
  // A test's time limit guards against a hang, and a unit file now runs beside a browser file:
  // jest's 5 s let a server test that waits on its sockets fail under load.
  testTimeout: 30_000,
  reporters: ['default', '<rootDir>/test/plainSummary.js'],
  projects: [
    { ...project, displayName: 'unit', testMatch: ['**/*.test.ts'], testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/browser/'] },
    // artShots only takes pictures: it runs when they are asked for (`npm run shots`, SHOTS=1).
    {
      ...project, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...(process.env.SHOTS === '1' ? [] : ['<rootDir>/test/browser/artShots.test.ts'])],
    },
  ],
};
