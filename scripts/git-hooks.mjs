// The repository's git hooks (.githooks/, installed by `npm install` through the `prepare` script):
//   node scripts/git-hooks.mjs install          sets core.hooksPath when this is a git checkout
//   node scripts/git-hooks.mjs pre-commit       formats-check and lints the staged files (the fast checks)
//   node scripts/git-hooks.mjs commit-msg FILE  refuses a subject over 72 characters or a "WIP" commit
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SUBJECT_MAX = 72;

/** What is wrong with a commit message, or null. Comment lines (git's template) are not part of it. */
export function commitMessageProblem(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const subject = (lines[0] ?? '').trim();
  if (subject === '') return 'The commit message is empty.';
  if (subject.length > SUBJECT_MAX) {
    return `The subject has ${subject.length} characters; at most ${SUBJECT_MAX} (CONTRIBUTING.md).`;
  }
  if (/^wip\b/i.test(subject)) return 'Commit finished work: a "WIP" subject says nothing about the change.';
  if (lines.length > 1 && lines[1].trim() !== '') return 'Leave an empty line between the subject and the body.';
  return null;
}

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8' });
}

function run(command, args) {
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

function preCommit() {
  const staged = git('diff', '--cached', '--name-only', '--diff-filter=ACMR', '-z').split('\0').filter(Boolean);
  if (staged.length === 0) return 0;
  const lintable = staged.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
  const formatted = run('npx', ['prettier', '--check', '--ignore-unknown', ...staged]);
  const linted = lintable.length === 0 ? 0 : run('npx', ['eslint', '--no-warn-ignored', ...lintable]);
  return formatted === 0 && linted === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, file] = process.argv.slice(2);
  if (command === 'install') {
    const inCheckout = spawnSync('git', ['rev-parse', '--git-dir'], { stdio: 'ignore' }).status === 0;
    if (inCheckout) git('config', 'core.hooksPath', '.githooks');
  } else if (command === 'pre-commit') {
    process.exitCode = preCommit();
  } else if (command === 'commit-msg') {
    const problem = commitMessageProblem(readFileSync(file, 'utf8'));
    if (problem !== null) {
      console.error(problem);
      process.exitCode = 1;
    }
  } else {
    console.error('usage: node scripts/git-hooks.mjs install | pre-commit | commit-msg FILE');
    process.exitCode = 2;
  }
}
