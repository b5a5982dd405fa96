import { defineConfig } from 'orval';

// ORVAL_OUTPUT lets the staleness check generate into a sibling folder of the same depth,
// so the relative import of the axios instance is identical.
const output = process.env.ORVAL_OUTPUT ?? 'src/api/generated';

export default defineConfig({
  branchenbuch: {
    input: { target: '../docs/openapi.json' },
    output: {
      mode: 'tags-split',
      target: `${output}/endpoints`,
      schemas: `${output}/model`,
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      prettier: true,
      override: {
        mutator: { path: 'src/lib/api-client.ts', name: 'apiClient' },
        query: { useQuery: true, signal: true },
      },
    },
  },
});
