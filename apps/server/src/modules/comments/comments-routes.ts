import multipart from '@fastify/multipart';
import { endpoints } from '@app/contract';
import type { FastifyContextConfig, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { NO_CONTENT, serveEndpoint } from '../../plugins/endpoint-route.ts';
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
import { commentViewerOf } from './comments-policy.ts';

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

  serveEndpoint(app, endpoints.parentCommentList, ({ actor, params, query }) =>
    listParentComments(db, commentViewerOf(actor), params.id, query),
  );
  serveEndpoint(app, endpoints.fixedCommentList, ({ actor, params }) =>
    listFixedComments(db, commentViewerOf(actor), params.id),
  );
  serveEndpoint(app, endpoints.commentFind, ({ actor, params, query }) =>
    findCommentPage(db, commentViewerOf(actor), params.id, query),
  );
  serveEndpoint(app, endpoints.childrenCommentList, ({ actor, params }) =>
    listChildComments(db, commentViewerOf(actor), params.id),
  );
  serveEndpoint(app, endpoints.commentDelete, async ({ actor, params }) => {
    const updated = await deleteComment(db, storage, commentViewerOf(actor), params.id);
    return updated ?? NO_CONTENT;
  });
  serveEndpoint(app, endpoints.commentIsFixedUpdate, ({ actor, params, body }) =>
    setCommentFixed(db, commentViewerOf(actor), params.id, body.is_fixed),
  );
  serveEndpoint(app, endpoints.reportCommentCreate, ({ actor, params }) =>
    reportComment(db, commentViewerOf(actor), params.id),
  );

  // Multipart and form bodies only in this scope.
  await app.register(async (forms) => {
    await forms.register(multipart);
    acceptForms(forms);

    serveEndpoint(
      forms,
      endpoints.commentCreate,
      async ({ actor, request }) => {
        const viewer = commentViewerOf(actor);
        requireCommenter(viewer);
        const upload = await readCommentUpload(request);
        return createComment(db, storage, viewer, upload, deps.now());
      },
      { config: perUserLimit(deps.createPerMinute) },
    );
    serveEndpoint(forms, endpoints.likeCommentCreate, ({ actor, params }) =>
      setCommentLiked(db, commentViewerOf(actor), params.id, true),
    );
    serveEndpoint(forms, endpoints.likeCommentDelete, ({ actor, params }) =>
      setCommentLiked(db, commentViewerOf(actor), params.id, false),
    );
  });
};
