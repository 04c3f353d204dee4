// Gives every app and library a cached `typecheck` target (tools/typecheck/typecheck-project.mjs), as
// Nx's ESLint plugin gives them `lint`: the projects share one tsconfig.json, so there is no per-project
// config for another plugin to find.
import { dirname } from 'node:path';

export const createNodesV2 = [
  '{apps,libs}/*/project.json',
  async (projectFiles) =>
    projectFiles.map((file) => {
      const root = dirname(file);
      return [
        file,
        {
          projects: {
            [root]: {
              targets: {
                typecheck: {
                  command: `node tools/typecheck/typecheck-project.mjs ${root}`,
                  options: { cwd: '{workspaceRoot}' },
                  cache: true,
                  inputs: ['default', '^default', '{workspaceRoot}/tsconfig.json', '{workspaceRoot}/tools/typecheck/typecheck-project.mjs', { externalDependencies: ['typescript'] }],
                  outputs: [],
                },
              },
            },
          },
        },
      ];
    }),
];
