// eslint-plugin-import resolver for the frontend's `@/…` alias (tsconfig `paths`, vite `resolve.alias`):
// rewrites `@/x` to `<frontend/src>/x` and hands every import to the plugin's own node resolver.
// (eslint-import-resolver-typescript needs native bindings the lock file cannot pin for every
// platform here; eslint-import-resolver-alias throws on ESM-only packages.)
const { join } = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const SOURCE = join(__dirname, '..', 'frontend', 'src');

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) =>
  nodeResolver.resolve(source.startsWith('@/') ? join(SOURCE, source.slice(2)) : source, file, config);
