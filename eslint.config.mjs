import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';

// Only libs/backend may talk to an SDK or the local database; everything else goes through its port.
const sdkImports = ['firebase', 'firebase/*', '@firebase/*', 'firebase-admin', 'firebase-admin/*'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.tsx', '**/*.jsx'],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    ignores: ['**/dist', '**/node_modules', '**/storybook-static', '**/test-results', '**/playwright-report', '**/vite.config.*.timestamp*', '.nx/**', 'coverage/**', 'firebase/functions/lib/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: true,
          checkDynamicDependenciesExceptions: ['@console/backend/local', '@console/backend/firebase', '@console/demo-data'],
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$'],
          depConstraints: [
            // type:test (the shared test harness) is allowed everywhere below; the rule after this block
            // keeps it to spec and test-support files.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util', 'type:test'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util', 'type:test'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:test'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:test'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:test'] },
            { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util', 'type:test'] },
            { sourceTag: 'scope:console', onlyDependOnLibsWithTags: ['scope:console', 'scope:shared'] },
            { sourceTag: 'scope:widget', onlyDependOnLibsWithTags: ['scope:widget', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'sdk:none', bannedExternalImports: sdkImports },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The test harness must never reach a bundle: outside spec, test-support and story files it is banned.
    files: ['libs/**/src/**/*.{ts,tsx}', 'apps/**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/testing/**', '**/*.stories.tsx', '**/*.emulator-spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@console/testing', message: 'The test harness is for spec files and test-support files (src/testing/) only.' }] },
      ],
    },
  },
  {
    // Build and test configuration files are not part of any library's runtime.
    files: ['**/vite.config.ts', '**/*.vitest.ts', '**/playwright.config.ts', '**/.storybook/**', 'tools/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  ...storybook.configs['flat/recommended'],
];
