import { registerHooks } from 'node:module';

/**
 * Makes every `drizzle-orm` import load its CommonJS build. Node 24's ES module loader reads the
 * package.json of a module's package again for each module file, and drizzle-orm's is 179 KB (one
 * export entry per file) over ~450 files: the ES build leaves the server about 130 MB bigger for
 * good (measured: 284 MB → 151 MB resident after loading the app). CommonJS reads it once.
 * Must run before anything imports drizzle-orm, so entry points import the rest dynamically.
 */
export function loadDrizzleAsCommonJs(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/')) {
        return nextResolve(specifier, context);
      }
      const conditions = context.conditions.filter((condition) => condition !== 'import');
      return nextResolve(specifier, { ...context, conditions: [...conditions, 'require'] });
    },
  });
}
