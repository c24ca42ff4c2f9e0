import { api, PublicationSchema, type Publication } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Flow, User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildComment, buildPublication, buildWikiPage } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';

const kit = usePublicationTestKit();

let flow: Flow;
let client: User;
let english: User;
let staff: User;

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db);
  client = await buildUser(db, { flow, firstName: 'Анна', lastName: 'Смирнова' });
  english = await buildUser(db, { flow, language: 'en' });
  staff = await buildUser(db, { isStaff: true });
});

async function retrive(id: number | string, userId: number | null) {
  return kit.call('GET', api.publicationRetrive(id as number), userId);
}

describe('GET publication/retrive/{id}/', () => {
  it('answers the whole publication: items, videos, files, audios, tags, group, counters', async () => {
    const { db } = kit.database;
    const built = await buildPublication(db, kit.taxonomy, {
      flows: [flow],
      title: 'Разминка',
      previewText: 'Коротко',
      previewImage: '/media/cover.jpg',
      tags: ['video', 'training'],
      videos: 2,
      isShowViewButton: true,
      items: [
        { itemType: 'doc', doc: '/media/summary.pdf', docName: 'summary.pdf' },
        { itemType: 'audio_url', audioUrl: '/media/a.mp3' },
        { itemType: 'image', image: '/media/p.jpg' },
      ],
    });
    const id = built.publication.id;
    await buildComment(db, id, client.id, { createdAt: new Date('2026-02-01T10:00:00Z') });
    const last = await buildComment(db, id, client.id, {
      createdAt: new Date('2026-02-02T10:00:00Z'),
    });
    const response = await retrive(id, client.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<Publication>();
    expect(PublicationSchema.strict().safeParse(body).success).toBe(true);
    const [video1, video2] = built.videoIds;
    const [, , , doc, audio] = built.itemIds;
    expect(body).toMatchObject({
      id,
      title: 'Разминка',
      preview_text: 'Коротко',
      preview_image: '/media/cover.jpg',
      feed_tags: [
        { slug: 'video', title: 'Видео' },
        { slug: 'training', title: 'Тренировка' },
      ],
      feed_group: {
        slug: 'physical_transformation',
        title: 'Физическая трансформация',
        color: '#3f8cff',
      },
      fix: false,
      files: [{ pk: doc, doc_url: '/media/summary.pdf', name: 'summary.pdf' }],
      audios: [{ pk: audio, audio_url: '/media/a.mp3' }],
      i_view: 0,
      i_liked: false,
      like_count: 0,
      comments_count: 2,
      favorite: false,
      is_show_view_button: true,
      disable_comments: false,
      last_comment: {
        id: last,
        first_name: 'Анна',
        last_name: 'Смирнова',
        created_at: '2026-02-02T10:00:00.000Z',
      },
      section: 'feed',
      wiki_page: null,
    });
    expect(body.videos.map((v) => [v.pk, v.is_view, v.video_domain, v.video_duration])).toEqual([
      [video1, false, 'kinescope.io', '12:30'],
      [video2, false, 'kinescope.io', '12:30'],
    ]);
    expect(body.publication_items.map((item) => item.item_type)).toEqual([
      'text',
      'video_url',
      'video_url',
      'doc',
      'audio_url',
      'image',
    ]);
    expect(body.publication_items[0]).toMatchObject({
      id: built.itemIds[0],
      pk: built.itemIds[0],
      text: '<p>Текст</p>',
    });
  });

  it('titles group and tags in English for English users, and names the wiki page', async () => {
    const { db } = kit.database;
    const tagged = await buildPublication(db, kit.taxonomy, { flows: [flow], tags: ['training'] });
    const body = (await retrive(tagged.publication.id, english.id)).json<Publication>();
    expect(body.feed_tags).toEqual([{ slug: 'training', title: 'Workout' }]);
    expect(body.feed_group?.title).toBe('Physical Transformation');
    const page = await buildWikiPage(db, 'Питание');
    const wiki = await buildPublication(db, kit.taxonomy, { group: null, wikiPageId: page });
    expect((await retrive(wiki.publication.id, client.id)).json<Publication>()).toMatchObject({
      feed_group: null,
      wiki_page: { pk: page, title: 'Питание' },
      last_comment: null,
    });
    const topic = await buildPublication(db, kit.taxonomy, { section: 'topic', group: null });
    expect((await retrive(topic.publication.id, client.id)).json<Publication>().section).toBe(
      'topic',
    );
  });

  it.each([
    ['a draft', { status: 'draft' as const, pubStartDate: null }],
    ['a deactivated post', { status: 'deactivated' as const }],
    ['another flow’s post', { otherFlow: true }],
    ['a psychology post to an unpaid client', { group: 'physical_rpp' as const }],
  ])('answers 404 to a client for %s, 200 to staff', async (_name, options) => {
    const { db } = kit.database;
    const { otherFlow, ...fields } = { otherFlow: false, ...options };
    const flows = otherFlow ? [await buildFlow(db)] : [flow];
    const { publication } = await buildPublication(db, kit.taxonomy, { flows, ...fields });
    const denied = await retrive(publication.id, client.id);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect((await retrive(publication.id, staff.id)).statusCode).toBe(200);
  });

  it('gives a paid client the psychology post', async () => {
    const { db } = kit.database;
    const paid = await buildUser(db, { flow, isPaidRpp: true });
    const { publication } = await buildPublication(db, kit.taxonomy, {
      flows: [flow],
      group: 'physical_rpp',
    });
    expect((await retrive(publication.id, paid.id)).statusCode).toBe(200);
  });

  it('answers 404 to an unknown id, 400 to a non-numeric one, 401 without a token', async () => {
    expect((await retrive(999_999, client.id)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '1e3', '99999999999']) {
      const response = await retrive(bad, client.id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('id');
    }
    expect((await retrive(1, null)).statusCode).toBe(401);
  });
});
