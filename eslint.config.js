import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The layers of ARCHITECTURE.md: who may import whom (paths relative to the repository root). */
const LAYER_ZONES = [
  {
    target: './web',
    from: ['./server', './stomp-server'],
    message: 'The web app talks to the server over the wire only.',
  },
  { target: './server', from: './web', message: 'The server never imports the web app.' },
  {
    target: './contract',
    from: ['./server', './stomp-server', './web', './data', './e2e', './bench'],
    message: 'contract/ is the shared vocabulary and imports nothing of ours.',
  },
  {
    target: './stomp-server',
    from: ['./server', './web', './contract', './data', './e2e', './bench'],
    message:
      'stomp-server/ is a STOMP 1.2 server of its own: it imports nothing of the app, which passes its limits in.',
  },
  {
    target: './server/src/domain',
    from: ['./server/src/http', './server/src/realtime', './server/src/auth'],
    message: 'The domain knows nothing of HTTP, STOMP or sign-in; those layers call the domain.',
  },
  {
    target: './server/src/http',
    from: './server/src/realtime',
    message: 'HTTP and realtime are siblings; what both need lives below them (domain/, bus/).',
  },
  {
    target: './server/src/db',
    from: ['./server/src/domain', './server/src/http', './server/src/realtime', './server/src/auth'],
    message: 'db/ is storage: the layers above it query it, never the other way round.',
  },
  {
    target: './server/src/config.ts',
    from: ['./server/src/auth', './server/src/http', './server/src/realtime'],
    message:
      'config.ts parses the environment; the layers read their settings from it, not the other way round.',
  },
  {
    target: './web/src/platform',
    from: './web/src/stores',
    message: 'platform/ hides Capacitor versus the browser and knows nothing of the app state.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '.data/',
      'coverage/',
      'web/android/',
      'web/ios/',
      'web/dev-dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      curly: ['error', 'all'],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // Our workspaces are ours even though they resolve through node_modules: no-cycle follows them.
      'import-x/internal-regex': '^@name-swiper/',
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'contract/tsconfig.json',
            'server/tsconfig.json',
            'stomp-server/tsconfig.json',
            'web/tsconfig.json',
            'data/pipeline/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  {
    files: ['server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fastify', 'ws'].map((name) => ({
            name,
            message: 'The domain knows nothing of HTTP or STOMP; http/ and realtime/ translate the wire.',
          })),
          patterns: [{ group: ['@fastify/*'], message: 'The domain knows nothing of HTTP.' }],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
);
