import {
  api,
  EditorCopyResponseSchema,
  EditorListQuery,
  EditorListResponseSchema,
  EditorParamsResponseSchema,
  EditorPublicationSchema,
  IdParams,
} from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { allowListed, parseInput } from '../../plugins/validation.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { requireEditor } from './editor-policy.ts';
import { saveEditorPublication, type EditorDeps } from './editor-save.ts';
import {
  copyEditorPublication,
  deleteEditorPublication,
  getEditorParams,
  listEditorPublications,
  retriveEditorPublication,
} from './editor-service.ts';

/**
 * Largest create/update body: a 20 MB document is ~27 MB of base64, with a 5 MB preview image
 * ~34 MB; a 30 MB document (40 MB of base64) is refused with 413 before it is read into memory.
 */
export const EDITOR_BODY_LIMIT = 36 * 1024 * 1024;

export interface EditorRoutesOptions {
  db: Db;
  storage: FileStorage;
  now: () => Date;
}

/** The staff editor's publication calls (spec 02 §7). Every one is staff-only (401/403). */
export const editorRoutes: FastifyPluginAsync<EditorRoutesOptions> = async (app, opts) => {
  const deps: EditorDeps = { db: opts.db, storage: opts.storage, now: opts.now };
  const { db } = deps;

  app.get(api.editorParams, async (request) => {
    const actor = requireEditor(request);
    return allowListed(EditorParamsResponseSchema, await getEditorParams(db, actor.language));
  });

  app.get(api.editorPublicationList, async (request) => {
    const actor = requireEditor(request);
    const query = parseInput(EditorListQuery, request.query);
    return allowListed(
      EditorListResponseSchema,
      await listEditorPublications(db, query, actor.language),
    );
  });

  app.get(api.editorPublicationRetrive(':id'), async (request) => {
    requireEditor(request);
    const { id } = parseInput(IdParams, request.params);
    return allowListed(EditorPublicationSchema, await retriveEditorPublication(db, id));
  });

  app.post(
    api.editorPublicationCreate,
    { bodyLimit: EDITOR_BODY_LIMIT },
    async (request, reply) => {
      const actor = requireEditor(request);
      // The body is parsed by the save, so that its errors join those of the ids and files.
      const id = await saveEditorPublication(deps, actor.id, null, request.body);
      const saved = await retriveEditorPublication(db, id);
      return reply.code(201).send(allowListed(EditorPublicationSchema, saved));
    },
  );

  app.put(api.editorPublicationUpdate(':id'), { bodyLimit: EDITOR_BODY_LIMIT }, async (request) => {
    const actor = requireEditor(request);
    const { id } = parseInput(IdParams, request.params);
    await saveEditorPublication(deps, actor.id, id, request.body);
    return allowListed(EditorPublicationSchema, await retriveEditorPublication(db, id));
  });

  app.delete(api.editorPublicationDelete(':id'), async (request, reply) => {
    requireEditor(request);
    const { id } = parseInput(IdParams, request.params);
    await deleteEditorPublication(deps, id);
    return reply.code(204).send();
  });

  app.post(api.editorPublicationCopy(':id'), async (request, reply) => {
    const actor = requireEditor(request);
    const { id } = parseInput(IdParams, request.params);
    const copy = await copyEditorPublication(deps, actor.id, id);
    return reply.code(201).send(allowListed(EditorCopyResponseSchema, { id: copy, pk: copy }));
  });
};
