import multipart from '@fastify/multipart';
import {
  api,
  ChildrenCommentListResponseSchema,
  CommentFindQuery,
  CommentFindResponseSchema,
  CommentLikeStateSchema,
  CommentPinBody,
  CommentReportResponseSchema,
  CommentSchema,
  FixedCommentListResponseSchema,
  IdParams,
  ParentCommentListQuery,
  ParentCommentListResponseSchema,
} from '@app/contract';
import type { FastifyContextConfig, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { allowListed, parseInput } from '../../plugins/validation.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { reportComment, setCommentFixed, setCommentLiked } from './comment-actions-service.ts';
import { createComment, requireCommenter } from './comment-create-service.ts';
import { deleteComment } from './comment-delete-service.ts';
import {
  findCommentPage,
  listChildComments,
  listFixedComments,
  listParentComments,
} from './comment-list-service.ts';
import { readCommentUpload } from './comment-upload.ts';
import { commentViewerOf, type CommentViewer } from './comments-policy.ts';

export interface CommentsRoutesOptions {
  db: Db;
  storage: FileStorage;
  /** Comments one user may post per minute. */
  createPerMinute: number;
  now: () => Date;
}

/**
 * Per-user limit of comment creation, counted after authentication (preHandler) so the key is
 * the user, not the address. Per server process, like the other limits.
 */
function perUserLimit(perMinute: number): FastifyContextConfig {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) =>
        `comment-create:${request.actor?.id ?? request.ip}`,
      errorResponseBuilder: (_request, context) =>
        Object.assign(
          new Error(
            `Too many comments: at most ${perMinute} a minute. Try again in ${context.after}.`,
          ),
          { statusCode: 429 },
        ),
    },
  };
}

/** Form bodies (the like call sends one) are accepted and ignored: the URL and token say it all. */
function acceptForms(app: Parameters<FastifyPluginAsync>[0]): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
}

/** The comment calls of spec 01 §7 "Comments". */
export const commentsRoutes: FastifyPluginAsync<CommentsRoutesOptions> = async (app, deps) => {
  const { db, storage } = deps;
  const viewerOf = (request: FastifyRequest): CommentViewer =>
    commentViewerOf(requireActor(request));
  const idOf = (request: FastifyRequest): number => parseInput(IdParams, request.params).id;

  app.get(api.parentCommentList(':id'), async (request) => {
    const id = idOf(request);
    const query = parseInput(ParentCommentListQuery, request.query);
    const result = await listParentComments(db, viewerOf(request), id, query);
    return allowListed(ParentCommentListResponseSchema, result);
  });

  app.get(api.fixedCommentList(':id'), async (request) => {
    const result = await listFixedComments(db, viewerOf(request), idOf(request));
    return allowListed(FixedCommentListResponseSchema, result);
  });

  app.get(api.commentFind(':id'), async (request) => {
    const id = idOf(request);
    const query = parseInput(CommentFindQuery, request.query);
    return allowListed(
      CommentFindResponseSchema,
      await findCommentPage(db, viewerOf(request), id, query),
    );
  });

  app.get(api.childrenCommentList(':id'), async (request) => {
    const result = await listChildComments(db, viewerOf(request), idOf(request));
    return allowListed(ChildrenCommentListResponseSchema, result);
  });

  app.delete(api.commentDelete(':id'), async (request, reply) => {
    const id = idOf(request);
    const updated = await deleteComment(db, storage, viewerOf(request), id);
    if (updated === null) return reply.code(204).send();
    return allowListed(CommentSchema, updated);
  });

  app.patch(api.commentIsFixedUpdate(':id'), async (request) => {
    const id = idOf(request);
    const body = parseInput(CommentPinBody, request.body);
    const updated = await setCommentFixed(db, viewerOf(request), id, body.is_fixed);
    return allowListed(CommentSchema, updated);
  });

  app.post(api.reportCommentCreate(':id'), async (request, reply) => {
    const id = idOf(request);
    const result = await reportComment(db, viewerOf(request), id);
    return reply.code(201).send(allowListed(CommentReportResponseSchema, result));
  });

  // Multipart and form bodies only in this scope.
  await app.register(async (forms) => {
    await forms.register(multipart);
    acceptForms(forms);

    forms.post(
      api.commentCreate,
      { config: perUserLimit(deps.createPerMinute) },
      async (request, reply) => {
        const viewer = viewerOf(request);
        requireCommenter(viewer);
        const upload = await readCommentUpload(request);
        const comment = await createComment(db, storage, viewer, upload, deps.now());
        return reply.code(201).send(allowListed(CommentSchema, comment));
      },
    );

    const like = (liked: boolean) => async (request: FastifyRequest) => {
      const id = idOf(request);
      const state = await setCommentLiked(db, viewerOf(request), id, liked);
      return allowListed(CommentLikeStateSchema, state);
    };
    forms.post(api.likeCommentCreate(':id'), like(true));
    forms.delete(api.likeCommentDelete(':id'), like(false));
  });
};
