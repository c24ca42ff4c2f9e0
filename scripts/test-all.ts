/**
 * `npm test`: every check of the repository in order, output streamed, stopping at the first
 * failure with its exit code, then a summary of the steps and their durations.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

interface Outcome {
  step: Step;
  code: number;
  seconds: number;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const steps: Step[] = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'format:check', command: 'npm', args: ['run', 'format:check'] },
  {
    name: 'vitest (contract, lint-rules, web, api-pglite, api-postgres)',
    command: 'npx',
    args: ['vitest', 'run'],
  },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  {
    name: 'e2e (Playwright, Chromium)',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  },
  {
    // Accessibility and best practices must hold anywhere; the performance score follows the
    // host's speed, so it is printed here and judged by `npm run lighthouse` on a quiet machine.
    name: 'lighthouse (accessibility and best practices gated)',
    command: 'npm',
    args: ['run', 'lighthouse'],
    env: { LIGHTHOUSE_GATES: 'accessibility,best-practices', LIGHTHOUSE_OUT: '.tmp/lighthouse.md' },
  },
];

function runStep(step: Step): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(step.command, step.args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    child.once('error', (error) => {
      console.error(`Could not start ${step.command}: ${error.message}`);
      resolvePromise(127);
    });
    child.once('close', (code, signal) => resolvePromise(code ?? (signal ? 128 : 1)));
  });
}

function printSummary(outcomes: Outcome[]): void {
  const width = Math.max(...steps.map((step) => step.name.length));
  console.log('\nSummary');
  for (const step of steps) {
    const outcome = outcomes.find((candidate) => candidate.step === step);
    const status = !outcome
      ? 'not run'
      : outcome.code === 0
        ? 'ok'
        : `FAILED (exit ${outcome.code})`;
    const time = outcome ? `${outcome.seconds.toFixed(1)} s` : '';
    console.log(`  ${step.name.padEnd(width)}  ${status.padEnd(16)} ${time}`);
  }
  const total = outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0);
  console.log(`  ${'total'.padEnd(width)}  ${''.padEnd(16)} ${total.toFixed(1)} s`);
}

const outcomes: Outcome[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}\n`);
  const started = performance.now();
  const code = await runStep(step);
  outcomes.push({ step, code, seconds: (performance.now() - started) / 1000 });
  if (code !== 0) {
    printSummary(outcomes);
    process.exit(code);
  }
}
printSummary(outcomes);
