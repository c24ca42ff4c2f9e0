import { readFileSync } from 'node:fs';

/**
 * The Node flags of `npm run serve` (package.json), so the bench runs our server exactly as
 * production starts it: `--max-semi-space-size=16` and `--liftoff-only` (README, "Performance").
 */
export const SERVE_NODE_FLAGS: string[] = (() => {
  const manifest = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { scripts: { serve: string } };
  return manifest.scripts.serve.split(' ').filter((word) => word.startsWith('--'));
})();
