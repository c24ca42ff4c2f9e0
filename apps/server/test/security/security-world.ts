import { DEMO_ROLES, type DemoRole } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { notices, type Flow, type User } from '../../src/db/schema.ts';
import { multipartBody, type CommentInput } from '../comments/comment-test-kit.ts';
import { buildSection } from '../programme/programme-factories.ts';
import {
  buildComment,
  buildPublication,
  buildTaxonomy,
  buildWikiPage,
  type BuildPublicationOptions,
  type Taxonomy,
} from '../publications/publication-factories.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

/** Who calls: nobody signed in, or the demo user of a role (as the seed makes them). */
export const ROLES = ['anonymous', ...DEMO_ROLES] as const;
export type Role = (typeof ROLES)[number];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request of the table or a probe: the path is already filled in. */
export interface CallSpec {
  query?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body (comment creation), as the SPA's FormData sends it. */
  multipart?: CommentInput;
}

type FlowKey = 'main' | 'previous' | 'green' | 'uae' | 'paid' | 'english' | 'other';

/** The flows, users and shared objects every security test acts on. */
export interface SecurityWorld {
  database: Database;
  t: TestApp;
  taxonomy: Taxonomy;
  flows: Record<FlowKey, Flow>;
  /** One user per demo role, with the demo user's flags, flows and demo_role. */
  users: Record<DemoRole, User>;
  /** A client of the main flow who writes the comments and gets the notices others go after. */
  author: User;
  /** A client of a flow none of the demo users belongs to. */
  stranger: User;
  /** A published feed post for every flow, with one video. */
  post: { id: number; videoId: number };
  /** The author's top-level comment on `post`, and a reply to it. */
  comment: number;
  reply: number;
  /** A wiki category holding a post for every flow. */
  wikiPage: number;
  /** An enabled programme section of each flow. */
  sections: Record<FlowKey, number>;
  /** The user of a role (undefined for anonymous). */
  userOf(role: Role): User | undefined;
  /** The flow a role's programme requests target: its current flow (main for staff). */
  flowOf(role: Role): Flow;
  /** Calls the app as the role (no Authorization header for anonymous). */
  call(
    method: Method,
    url: string,
    role: Role | User,
    spec?: CallSpec,
  ): Promise<LightMyRequestResponse>;
  /** A fresh published post (every flow unless given), with one video. */
  freshPost(options?: BuildPublicationOptions): Promise<{ id: number; videoId: number }>;
  /** A fresh top-level comment of the user (the author by default) on the post. */
  freshComment(authorId?: number, publicationId?: number): Promise<number>;
  /** A fresh unread notice of the user. */
  freshNotice(userId: number): Promise<number>;
}

const ROLE_FLOW: Record<DemoRole, FlowKey | null> = {
  client: 'main',
  green: 'green',
  uae: 'uae',
  paid: 'paid',
  staff: null,
  moderator: 'main',
  supermoderator: 'main',
  english: 'english',
};

/** Sets up (beforeAll) and tears down (afterAll) the world of a test file. */
export function useSecurityWorld(): SecurityWorld {
  const world = {} as SecurityWorld;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const t = await createTestApp(database, { env: { COMMENT_RATE_LIMIT: '100000' } });
    const { db } = database;
    const taxonomy = await buildTaxonomy(db);
    const flows = {
      main: await buildFlow(db),
      previous: await buildFlow(db),
      green: await buildFlow(db, { isGreen: true }),
      uae: await buildFlow(db, { forUae: true }),
      paid: await buildFlow(db),
      english: await buildFlow(db),
      other: await buildFlow(db),
    };
    const users = {} as Record<DemoRole, User>;
    for (const role of DEMO_ROLES) {
      const flowKey = ROLE_FLOW[role];
      users[role] = await buildUser(db, {
        demoRole: role,
        ...(flowKey ? { flow: flows[flowKey] } : {}),
        isPaidRpp: role === 'paid',
        isStaff: role === 'staff',
        moderator: role === 'moderator' || role === 'supermoderator',
        superModerator: role === 'supermoderator',
        language: role === 'english' ? 'en' : 'ru',
      });
    }
    const author = await buildUser(db, { flow: flows.main });
    const stranger = await buildUser(db, { flow: flows.other });
    const freshPost = async (options: BuildPublicationOptions = {}) => {
      const built = await buildPublication(db, taxonomy, { videos: 1, ...options });
      return { id: built.publication.id, videoId: built.videoIds[0] ?? 0 };
    };
    const post = await freshPost();
    const comment = await buildComment(db, post.id, author.id);
    const reply = await buildComment(db, post.id, users.client.id, { parentId: comment });
    const wikiPage = await buildWikiPage(db, 'Вики');
    await buildPublication(db, taxonomy, { wikiPageId: wikiPage });
    const sections = {} as Record<FlowKey, number>;
    for (const key of Object.keys(flows) as FlowKey[]) {
      sections[key] = await buildSection(db, flows[key]);
    }
    const userOf = (role: Role) => (role === 'anonymous' ? undefined : users[role]);
    Object.assign(world, {
      database,
      t,
      taxonomy,
      flows,
      users,
      author,
      stranger,
      post,
      comment,
      reply,
      wikiPage,
      sections,
      userOf,
      flowOf: (role: Role) => {
        const key = role === 'anonymous' ? null : ROLE_FLOW[role];
        return flows[key ?? 'main'];
      },
      freshPost,
      freshComment: (authorId = author.id, publicationId = post.id) =>
        buildComment(db, publicationId, authorId),
      freshNotice: async (userId: number) => {
        const [row] = await db
          .insert(notices)
          .values({ receiverId: userId, noticeType: 'cl', senderId: author.id })
          .returning({ id: notices.id });
        if (!row) throw new Error('freshNotice: nothing inserted');
        return row.id;
      },
      call: async (method: Method, url: string, who: Role | User, spec: CallSpec = {}) => {
        const user = typeof who === 'string' ? userOf(who) : who;
        const headers: Record<string, string> = user ? await bearer(t.tokens, user.id) : {};
        const query = spec.query ? `?${new URLSearchParams(spec.query).toString()}` : '';
        if (spec.multipart) {
          const form = multipartBody(spec.multipart);
          return t.app.inject({
            method,
            url: url + query,
            headers: { ...headers, 'content-type': form.contentType },
            payload: form.body,
          });
        }
        return t.app.inject({
          method,
          url: url + query,
          headers,
          ...(spec.body === undefined ? {} : { payload: spec.body as object }),
        });
      },
    } satisfies SecurityWorld);
  });
  afterAll(async () => {
    await world.t?.close();
    await world.database?.close();
  });
  return world;
}
