import { api, withQuery } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { publications, type Flow, type User } from '../../src/db/schema.ts';
import { jpegWithExif, multipartBody } from '../comments/comment-test-kit.ts';
import { base64File, PDF, picture } from '../editor/editor-test-kit.ts';
import { buildWikiPage } from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { bearer } from '../support/test-app.ts';

/**
 * Stored XSS: hostile markup goes in through every field that takes text or HTML (editor save:
 * title, preview text, rich-text blocks, file names; comments: text, image file names) and every
 * read path that gives it back (editor, detail, feed, topic and wiki lists, search, comments,
 * notices) must carry nothing a browser would run. HTML fields (`text`, `text_web`) are parsed
 * with parse5 as a browser would; URL fields must not hold script URLs; every other string is
 * plain text the SPA renders as text (React escapes it), so it may hold markup verbatim.
 */

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '<a href="javascript:alert(3)">a</a>',
  '<a href="JaVaScRiPt:alert(4)">b</a>',
  '<a href="&#106;avascript:alert(5)">c</a>',
  '<a href=" &#x09;javascript:alert(6)">d</a>',
  '<svg onload=alert(7)><circle r="1"/></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(8)</script>"></iframe>',
  '<p style="background:url(javascript:alert(9))" onclick="alert(10)">e</p>',
  '<div onmouseover="alert(11)">f</div>',
  '&lt;script&gt;alert(12)&lt;/script&gt;',
  '<scr<script>ipt>alert(13)</script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(14)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(15)>">',
  '<form action="javascript:alert(16)"><button formaction="javascript:alert(17)">g</button></form>',
  '<object data="javascript:alert(18)"></object><embed src="javascript:alert(19)">',
  '<base href="javascript:alert(20)//"><meta http-equiv="refresh" content="0;url=javascript:alert(21)">',
  '<a href="data:text/html,<script>alert(22)</script>">h</a>',
  '<style>@import "https://evil.example/x.css";</style><link rel="stylesheet" href="https://evil.example/">',
  '<input autofocus onfocus=alert(23)><details open ontoggle=alert(24)>',
  '<a href="vbscript:msgbox(25)">i</a><img src="x" onerror\n=alert(26)>',
  '"><img src=x onerror=alert(27)>',
];
const ALL = PAYLOADS.join('\n');
/** The two video services whose players may be framed (spec 02). */
const VIDEO_HOSTS =
  /^https:\/\/(kinescope\.io|(www\.)?youtube\.com|(www\.)?youtube-nocookie\.com)\//;
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'style',
  'form',
  'svg',
  'math',
  'template',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'background',
  'poster',
  'cite',
]);
/**
 * Strings the SPA renders as HTML: a comment's `text_web` and a rich-text block's `text`. A
 * notice's comment `text` is the plain text (rendered as text), like titles and names.
 */
const isHtml = (where: string, key: string): boolean =>
  key === 'text_web' ||
  (key === 'text' && /publication_items\[\d+\]$/.test(where.replace(/\.text$/, '')));
/** Keys whose strings are links the SPA puts into href/src. */
const isUrlKey = (key: string): boolean =>
  /(_url(_2)?|^image|^doc|^preview_image|_image_pico|^avatar)$/.test(key) || key === 'img_url';

const SCRIPT_URL = /^(javascript|vbscript|data):/i;

/** A URL as a browser reads it: leading controls and spaces dropped, tabs/newlines inside ignored. */
function scriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return SCRIPT_URL.test(value.replace(/[\u0000-\u0020]/g, ''));
}

type Node = DefaultTreeAdapterMap['childNode'];

/** Everything a browser would run in this HTML, described (empty when inert). */
function executableIn(html: string): string[] {
  const found: string[] = [];
  const visit = (nodes: Node[]): void => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      const src = node.attrs.find((attr) => attr.name === 'src')?.value ?? '';
      const allowedFrame = node.tagName === 'iframe' && VIDEO_HOSTS.test(src);
      if (FORBIDDEN_ELEMENTS.has(node.tagName) && !allowedFrame) found.push(`<${node.tagName}>`);
      for (const attr of node.attrs) {
        const name = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
        if (name.toLowerCase().startsWith('on')) found.push(`${node.tagName}[${name}]`);
        if (name === 'srcdoc') found.push(`${node.tagName}[srcdoc]`);
        if (name === 'style' && /javascript:|expression\(|url\(/i.test(attr.value)) {
          found.push(`${node.tagName}[style=${attr.value}]`);
        }
        if (URL_ATTRIBUTES.has(name) && scriptUrl(attr.value)) {
          found.push(`${node.tagName}[${name}=${attr.value}]`);
        }
      }
      visit(node.childNodes);
      if (node.tagName === 'template' && 'content' in node) {
        visit((node.content as { childNodes: Node[] }).childNodes);
      }
    }
  };
  visit(parseFragment(html).childNodes);
  return found;
}

/** Walks an answer; returns every problem found, as `path: what`. */
function problemsIn(value: unknown, where = '$', key = ''): string[] {
  if (typeof value === 'string') {
    if (isHtml(where, key)) return executableIn(value).map((what) => `${where}: ${what}`);
    if (isUrlKey(key) && (scriptUrl(value) || /[<>"'\s]/.test(value))) {
      return [`${where}: unsafe URL ${value}`];
    }
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => problemsIn(item, `${where}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => problemsIn(v, `${where}.${k}`, k));
  }
  return [];
}

const kit = usePublicationTestKit();

let flow: Flow;
let staff: User;
let author: User;
let replier: User;
let wikiPageId: number;
let feedPostId: number;
let topicPostId: number;
let commentId: number;

async function as(user: User, method: 'GET' | 'POST', url: string, body?: unknown) {
  return kit.t.app.inject({
    method,
    url,
    headers: await bearer(kit.t.tokens, user.id),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

function json(response: LightMyRequestResponse, status = 200): unknown {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

async function comment(user: User, fields: Record<string, string | number>, name: string) {
  const form = multipartBody({
    publication: fields.publication ?? topicPostId,
    ...(fields.parent === undefined ? {} : { parent: fields.parent }),
    text: String(fields.text),
    images: [{ data: await jpegWithExif(16, 12), name }],
  });
  const response = await kit.t.app.inject({
    method: 'POST',
    url: api.commentCreate,
    headers: { ...(await bearer(kit.t.tokens, user.id)), 'content-type': form.contentType },
    payload: form.body,
  });
  return json(response, 201) as { pk: number };
}

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db);
  staff = await buildUser(db, { isStaff: true });
  author = await buildUser(db, {
    flow,
    firstName: '<b>Имя</b>',
    lastName: '<img src=x onerror=alert(0)>',
  });
  replier = await buildUser(db, { flow });
  wikiPageId = await buildWikiPage(db, 'Вики <script>alert(0)</script>');
  const png = await picture('png');
  const post = async (section: 'feed' | 'topic'): Promise<number> => {
    const body = {
      title: `Пост ${ALL}`.slice(0, 250),
      preview_text: ALL.slice(0, 500),
      section: kit.taxonomy.sections[section],
      feed_group: kit.taxonomy.groups.physical_transformation,
      wiki_page: wikiPageId,
      flows: [flow.id],
      preview_image: base64File(png, '"><img src=x onerror=alert(1)>.png'),
      publication_items: [
        ...PAYLOADS.map((text, sort) => ({ sort, item_type: 'text', text: `<p>${text}</p>` })),
        { sort: 90, item_type: 'text', text: ALL },
        {
          sort: 91,
          item_type: 'image',
          image: base64File(png, '<svg onload=alert(1)>.png'),
        },
        {
          sort: 92,
          item_type: 'doc',
          doc: base64File(PDF, '"><img src=x onerror=alert(1)>javascript:alert(1).pdf'),
        },
        { sort: 93, item_type: 'video_url', video_url: 'https://kinescope.io/embed/abc' },
      ],
    };
    const created = json(await as(staff, 'POST', api.editorPublicationCreate, body), 201);
    return (created as { id: number }).id;
  };
  feedPostId = await post('feed');
  topicPostId = await post('topic');
  await db
    .update(publications)
    .set({ status: 'published', pubStartDate: new Date(Date.now() - 3_600_000) })
    .where(inArray(publications.id, [feedPostId, topicPostId]));
  commentId = (await comment(author, { text: ALL }, '"><img src=x onerror=alert(1)>.jpg')).pk;
  await comment(replier, { text: `${ALL} reply`, parent: commentId }, '<script>.png');
});

describe('stored XSS', () => {
  it('the payloads really reach the read paths (the probe can fail)', async () => {
    const detail = json(await as(author, 'GET', api.publicationRetrive(feedPostId)));
    expect(JSON.stringify(detail)).toContain('<script>alert(1)</script>');
    // The checker finds each kind of payload when it is given raw.
    expect(executableIn(ALL)).toEqual(
      expect.arrayContaining(['<script>', 'img[onerror]', 'a[href=javascript:alert(3)]']),
    );
    expect(executableIn('<iframe src="https://kinescope.io/embed/abc"></iframe>')).toEqual([]);
    expect(problemsIn({ audio_url: 'javascript:alert(1)' })).toHaveLength(1);
    expect(problemsIn({ publication_items: [{ text: '<img src=x onerror=alert(1)>' }] })).toEqual([
      '$.publication_items[0].text: img[onerror]',
    ]);
  });

  const readPaths: [string, () => { user: () => User; url: () => string }][] = [
    [
      'editor retrive',
      () => ({ user: () => staff, url: () => api.editorPublicationRetrive(feedPostId) }),
    ],
    ['editor list', () => ({ user: () => staff, url: () => api.editorPublicationList })],
    [
      'editor search',
      () => ({
        user: () => staff,
        url: () => withQuery(api.editorPublicationList, { full_text_search: 'alert' }),
      }),
    ],
    ['detail', () => ({ user: () => author, url: () => api.publicationRetrive(feedPostId) })],
    [
      'topic detail',
      () => ({ user: () => author, url: () => api.publicationRetrive(topicPostId) }),
    ],
    ['feed', () => ({ user: () => author, url: () => api.feedList })],
    [
      'feed search',
      () => ({
        user: () => author,
        url: () => withQuery(api.feedList, { full_text_search: 'alert' }),
      }),
    ],
    ['topic list', () => ({ user: () => author, url: () => api.topicList })],
    ['wiki pages', () => ({ user: () => author, url: () => api.wikiPageList })],
    ['wiki list', () => ({ user: () => author, url: () => api.wikiPublicationList(wikiPageId) })],
    ['comments', () => ({ user: () => replier, url: () => api.parentCommentList(topicPostId) })],
    ['replies', () => ({ user: () => author, url: () => api.childrenCommentList(commentId) })],
    [
      'comment find',
      () => ({
        user: () => author,
        url: () => withQuery(api.commentFind(topicPostId), { comment_target_id: commentId }),
      }),
    ],
    ['notices', () => ({ user: () => author, url: () => api.noticeList })],
  ];

  it.each(readPaths)('%s gives back nothing executable', async (_name, path) => {
    const { user, url } = path();
    const answer = json(await as(user(), 'GET', url()));
    expect(JSON.stringify(answer).length).toBeGreaterThan(20);
    expect(problemsIn(answer)).toEqual([]);
  });

  it('stores what is shown: the rich text is sanitised at save, not only when read', async () => {
    const { db } = kit.database;
    const [row] = await db
      .select({ title: publications.title })
      .from(publications)
      .where(eq(publications.id, feedPostId));
    // Plain text is kept as written (the SPA escapes it); the HTML blocks were checked above.
    expect(row?.title).toContain('<script>alert(1)</script>');
  });

  it.each([
    ['page.txt', '<html><body><script>alert(1)</script></body></html>'],
    ['data.csv', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
  ])('serves a document %s holding markup as inert text (or refuses it)', async (name, content) => {
    const response = await as(staff, 'POST', api.editorPublicationCreate, {
      title: 'Документ',
      publication_items: [
        { sort: 0, item_type: 'doc', doc: base64File(Buffer.from(content), name) },
      ],
    });
    if (response.statusCode === 400) return;
    const created = json(response, 201) as { publication_items: { doc: string }[] };
    const url = created.publication_items[0]?.doc ?? '';
    expect(url).toMatch(/^\/media\//);
    const served = await kit.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/(plain|csv)/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
  ])('refuses the link %j in video, audio blocks', async (url) => {
    for (const item of [
      { sort: 0, item_type: 'video_url', video_url: url },
      { sort: 0, item_type: 'video_url', video_url_2: url },
      { sort: 0, item_type: 'audio_url', audio_url: url },
    ]) {
      const response = await as(staff, 'POST', api.editorPublicationCreate, {
        title: 'Ссылки',
        publication_items: [item],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).not.toContain('"non_field_errors"');
    }
  });
});
