/** Tests run on the TypeScript sources; `npm test` type-checks them first with `tsc -p test`. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  reporters: ['default', '<rootDir>/test/plainSummary.js'],
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
    '^\\./singleSchema$': '<rootDir>/test/stubs/singleSchema.ts',
  },
};
