import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/** The rules `code` breaks when it stands in `filePath` (a file that need not exist). */
async function brokenRules(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('layer rules', () => {
  it('fail a feature importing another feature, and pass its own files and shared/', async () => {
    const file = 'apps/web/src/features/feed/components/probe.ts';
    expect(
      await brokenRules(
        file,
        "export { useFavorites } from '../../favorites/api/get-favorites.ts';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules(
        file,
        "export { feedUrl } from '../api/feed-urls.ts';\nexport { apiUrl } from '../../../shared/lib/runtime-config.ts';\n",
      ),
    ).toEqual([]);
  });

  it('fail shared/ importing a feature', async () => {
    const file = 'apps/web/src/shared/ui/probe.ts';
    expect(
      await brokenRules(file, "export { feedUrl } from '../../features/feed/api/feed-urls.ts';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it("fail a server module importing another module's repo", async () => {
    const file = 'apps/server/src/modules/wiki/probe.ts';
    expect(await brokenRules(file, "export * from '../users/users-repo.ts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('fail a value import of the database outside a repo, and allow types and repos', async () => {
    const drizzle = "import { sql } from 'drizzle-orm';\nexport const one = sql`1`;\n";
    const tables = "export { users } from '../../db/schema.ts';\n";
    expect(
      await brokenRules('apps/server/src/modules/wiki/wiki-probe-service.ts', drizzle),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await brokenRules('apps/server/src/modules/wiki/wiki-probe-service.ts', tables),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(await brokenRules('apps/server/src/modules/wiki/wiki-probe-repo.ts', drizzle)).toEqual(
      [],
    );
    expect(
      await brokenRules(
        'apps/server/src/modules/wiki/wiki-probe-service.ts',
        "import type { Db } from '../../db/client.ts';\nexport type Probe = Db;\n",
      ),
    ).toEqual([]);
  });

  it('fail a product function over 80 lines', async () => {
    const body = Array.from({ length: 81 }, (_, i) => `  const v${i} = ${i};\n  void v${i};`).join(
      '\n',
    );
    const code = `export function long(): void {\n${body}\n}\n`;
    expect(await brokenRules('apps/web/src/shared/lib/probe.ts', code)).toContain(
      'max-lines-per-function',
    );
  });
});
