import { endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { createContentVersionedCache } from '../publications/content-versioned-cache.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { ListReachOf } from '../insights/audience-sizes.ts';
import { listEditorPublications, type EditorListPage } from './editor-list-service.ts';
import { getEditorParams, retriveEditorPublication } from './editor-read-service.ts';
import {
  copyEditorPublication,
  deleteEditorPublication,
  saveEditorPublication,
  type EditorDeps,
} from './editor-save-service.ts';

/**
 * Largest create/update body: a 20 MB document is ~27 MB of base64, with a 5 MB preview image
 * ~34 MB; a 30 MB document (40 MB of base64) is refused with 413 before it is read into memory.
 */
export const EDITOR_BODY_LIMIT = 36 * 1024 * 1024;

/** Editor list searches kept per process (one per filters, ordering, page and language). */
const EDITOR_SEARCHES_KEPT = 500;

export interface EditorRoutesOptions {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  /** How long an editor list search is shared (see content-versioned-cache.ts); 0 never. */
  searchCacheTtlMs: number;
  /** The list's reach column. */
  listReach: ListReachOf;
}

/** The staff editor's publication calls (spec 02 §7). Every one is staff-only (401/403, by the route table). */
export const editorRoutes: FastifyPluginAsync<EditorRoutesOptions> = async (app, opts) => {
  const deps: EditorDeps = { db: opts.db, storage: opts.storage, now: opts.now };
  const { db } = deps;
  const saving = { bodyLimit: EDITOR_BODY_LIMIT };

  serveEndpoint(app, endpoints.editorParams, ({ actor }) => getEditorParams(db, actor.language));
  const searches = createContentVersionedCache<EditorListPage>(
    opts.searchCacheTtlMs,
    EDITOR_SEARCHES_KEPT,
  );
  serveEndpoint(app, endpoints.editorPublicationList, ({ actor, query }) =>
    listEditorPublications(db, query, actor.language, { searches, listReach: opts.listReach }),
  );
  serveEndpoint(app, endpoints.editorPublicationRetrive, ({ params }) =>
    retriveEditorPublication(db, params.id),
  );
  serveEndpoint(
    app,
    endpoints.editorPublicationCreate,
    async ({ actor, body }) => {
      const id = await saveEditorPublication(deps, actor.id, null, body);
      return retriveEditorPublication(db, id);
    },
    saving,
  );
  serveEndpoint(
    app,
    endpoints.editorPublicationUpdate,
    async ({ actor, params, body }) => {
      await saveEditorPublication(deps, actor.id, params.id, body);
      return retriveEditorPublication(db, params.id);
    },
    saving,
  );
  serveEndpoint(app, endpoints.editorPublicationDelete, ({ params }) =>
    deleteEditorPublication(deps, params.id),
  );
  serveEndpoint(app, endpoints.editorPublicationCopy, async ({ actor, params }) => {
    const copy = await copyEditorPublication(deps, actor.id, params.id);
    return { id: copy, pk: copy };
  });
};
