/** Values the API projects' global setups hand to the test workers through `provide`/`inject`. */
declare module 'vitest' {
  interface ProvidedContext {
    /** File holding the dump of a migrated, empty PGlite data directory (api-pglite). */
    pgliteTemplateFile: string;
    /** Superuser URL of the throw-away PostgreSQL cluster (api-postgres). */
    postgresAdminUrl: string;
    /** Name of the migrated, empty template database in that cluster (api-postgres). */
    postgresTemplateDatabase: string;
  }
}

export {};
