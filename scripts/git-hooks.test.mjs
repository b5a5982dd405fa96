// The commit-msg hook's rule (run by `npm run lint`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { commitMessageProblem } from './git-hooks.mjs';

test('a short subject with a body after an empty line passes', () => {
  assert.equal(commitMessageProblem('Owners answer reviews\n\nWhy: owners asked.\n# a comment\n'), null);
});

test('a subject over 72 characters is refused', () => {
  assert.match(commitMessageProblem(`${'x'.repeat(73)}\n`), /73 characters/);
  assert.equal(commitMessageProblem(`${'x'.repeat(72)}\n`), null);
});

test('an empty message, a WIP subject and a body without an empty line are refused', () => {
  assert.match(commitMessageProblem('# only a comment\n'), /empty/);
  assert.match(commitMessageProblem('WIP at session end\n'), /WIP/);
  assert.match(commitMessageProblem('Subject\nbody right below\n'), /empty line/);
});
