/** Two projects: fast unit specs beside the code, and API suites against a real PostgreSQL. */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }];
// A few dependencies ship ESM only; Jest on Node 20 cannot require ESM, so they are compiled to CommonJS.
const esmOnly = [
  'content-disposition',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer/inflate',
  '@borewit/text-codec',
];
const esmTransform = [
  'ts-jest',
  { tsconfig: { allowJs: true, module: 'commonjs', esModuleInterop: true, isolatedModules: true } },
];
const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': tsJest, [`node_modules/(${esmOnly.join('|')})/.+\\.js$`]: esmTransform },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  // file-type exports only `import`/`module-sync` conditions, which Jest's resolver does not use.
  moduleNameMapper: { '^file-type$': require.resolve('file-type') },
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'api',
      testMatch: ['<rootDir>/test/**/*.api-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    {
      // npm run test:resilience: slow failure tests on their own servers; not part of npm test.
      ...shared,
      displayName: 'resilience',
      testMatch: ['<rootDir>/test/**/*.resilience-spec.ts'],
    },
  ],
  // A global option: Jest ignores it inside a project. Uploads of several MB and argon2 need more than 5 s.
  testTimeout: 60000,
};
