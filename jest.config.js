/** Tests run on the TypeScript sources; `npm test` type-checks them first with `tsc -p test`. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.json' }],
  },
  moduleNameMapper: {
    '^@dead-drop/shared$': '<rootDir>/shared/src/index.ts',
  },
};
