import { api, CodedFieldErrorsSchema, type EditorPublication } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicationItems, type User } from '../../src/db/schema.ts';
import {
  audioLink,
  embeddableVideo,
  kinescopeEmbed,
  youtubeEmbed,
} from '../../src/modules/editor/editor-links.ts';
import { buildUser } from '../support/factories.ts';
import { bearer } from '../support/test-app.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { callAs, expectStatus, must, payloadOf } from './editor-test-kit.ts';

const ID = 'dQw4w9WgXcQ';
const YOUTUBE_EMBED = `https://www.youtube.com/embed/${ID}`;

describe('video links', () => {
  it.each<[string, string]>([
    [`https://www.youtube.com/watch?v=${ID}`, YOUTUBE_EMBED],
    [`https://youtube.com/watch?feature=share&v=${ID}&list=PL1`, YOUTUBE_EMBED],
    [`http://m.youtube.com/watch?v=${ID}`, YOUTUBE_EMBED],
    [`https://youtu.be/${ID}`, YOUTUBE_EMBED],
    [`https://youtu.be/${ID}?si=abc`, YOUTUBE_EMBED],
    [`https://www.youtube.com/shorts/${ID}`, YOUTUBE_EMBED],
    [`https://www.youtube.com/live/${ID}`, YOUTUBE_EMBED],
    [`https://www.youtube.com/embed/${ID}`, YOUTUBE_EMBED],
    [`https://www.youtube.com/embed/${ID}/`, YOUTUBE_EMBED],
    [`https://youtu.be/${ID}?t=90`, `${YOUTUBE_EMBED}?start=90`],
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, `${YOUTUBE_EMBED}?start=90`],
    [
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
    ],
  ])('turns the YouTube link %s into %s', (link, embed) => {
    expect(youtubeEmbed(link)).toEqual({ url: embed, domain: 'youtube.com' });
    expect(embeddableVideo(link)).toEqual({ url: embed, domain: 'youtube.com' });
  });

  it.each<[string, string]>([
    ['https://kinescope.io/abc123XYZ', 'https://kinescope.io/embed/abc123XYZ'],
    ['https://kinescope.io/embed/abc123XYZ', 'https://kinescope.io/embed/abc123XYZ'],
    ['https://kinescope.io/embed/abc123XYZ?autoplay=1', 'https://kinescope.io/embed/abc123XYZ'],
    ['http://www.kinescope.io/201234567/', 'https://kinescope.io/embed/201234567'],
  ])('turns the Kinescope link %s into %s', (link, embed) => {
    expect(kinescopeEmbed(link)).toEqual({ url: embed, domain: 'kinescope.io' });
    expect(embeddableVideo(link)).toEqual({ url: embed, domain: 'kinescope.io' });
  });

  it.each([
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@channel',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/',
    'https://user:pass@www.youtube.com/embed/dQw4w9WgXcQ',
    'https://kinescope.io/',
    'https://kinescope.io/embed/',
    'https://kinescope.io/a/b/c',
    'https://vimeo.com/123456',
    'javascript:alert(1)',
    'ftp://kinescope.io/abc',
    'not a link',
  ])('refuses %s', (link) => {
    expect(embeddableVideo(link)).toBeNull();
  });
});

describe('audio links', () => {
  it('accepts https links only', () => {
    expect(audioLink('https://audio.example.com/a.mp3')).toBe('https://audio.example.com/a.mp3');
    for (const link of ['http://audio.example.com/a.mp3', 'data:audio/mp3;base64,AA', '/a.mp3']) {
      expect(audioLink(link)).toMatchObject({ code: { code: 'invalid_url' } });
    }
  });
});

describe('video links on save', () => {
  const kit = usePublicationTestKit();
  let staff: User;

  beforeAll(async () => {
    staff = await buildUser(kit.database.db, { isStaff: true });
  });

  it('stores the embeddable forms and each service domain', async () => {
    const created = await expectStatus<EditorPublication>(
      callAs(
        kit,
        'POST',
        api.editorPublicationCreate,
        staff.id,
        payloadOf({
          publication_items: [
            {
              sort: 0,
              item_type: 'video_url',
              video_url: ' https://kinescope.io/abc123 ',
              video_url_2: `https://www.youtube.com/watch?v=${ID}`,
            },
            { sort: 1, item_type: 'video_url', video_url: `https://youtu.be/${ID}` },
            { sort: 2, item_type: 'video_url', video_url_2: `https://youtube.com/shorts/${ID}` },
          ],
        }),
      ),
      201,
    );
    expect(created.publication_items).toMatchObject([
      { video_url: 'https://kinescope.io/embed/abc123', video_url_2: YOUTUBE_EMBED },
      { video_url: YOUTUBE_EMBED, video_url_2: '' },
      { video_url: '', video_url_2: YOUTUBE_EMBED },
    ]);
    // The reader turns a player on by its domain.
    const rows = await kit.database.db
      .select({ first: publicationItems.videoDomain, second: publicationItems.videoDomain2 })
      .from(publicationItems)
      .where(eq(publicationItems.publicationId, created.id))
      .orderBy(asc(publicationItems.sort));
    expect(rows).toEqual([
      { first: 'kinescope.io', second: 'youtube.com' },
      { first: 'youtube.com', second: null },
      { first: null, second: 'youtube.com' },
    ]);
  });

  it("keeps a kept audio block's stored link (the seed's /media/ files) but refuses new non-https ones", async () => {
    const created = await expectStatus<EditorPublication>(
      callAs(
        kit,
        'POST',
        api.editorPublicationCreate,
        staff.id,
        payloadOf({
          publication_items: [
            { sort: 0, item_type: 'audio_url', audio_url: 'https://a.example.com/a.mp3' },
          ],
        }),
      ),
      201,
    );
    const itemId = must(created.publication_items[0]).id;
    const seeded = '/media/demo/audio/chord.wav';
    await kit.database.db
      .update(publicationItems)
      .set({ audioUrl: seeded })
      .where(eq(publicationItems.id, itemId));
    const kept = await expectStatus<EditorPublication>(
      callAs(kit, 'PUT', api.editorPublicationUpdate(created.id), staff.id, {
        ...payloadOf(),
        publication_items: [{ id: itemId, sort: 0, item_type: 'audio_url', audio_url: seeded }],
      }),
      200,
    );
    expect(must(kept.publication_items[0]).audio_url).toBe(seeded);
    const refused = await expectStatus<Record<string, string[]>>(
      callAs(kit, 'PUT', api.editorPublicationUpdate(created.id), staff.id, {
        ...payloadOf(),
        publication_items: [{ sort: 0, item_type: 'audio_url', audio_url: seeded }],
      }),
      400,
    );
    expect(refused['publication_items.0.audio_url']).toEqual([
      'Enter an https link to the audio file.',
    ]);
  });

  it('refuses a link of no supported service on either player with invalid_video_url', async () => {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: api.editorPublicationCreate,
      headers: { ...(await bearer(kit.t.tokens, staff.id)), prefer: 'error-codes' },
      payload: payloadOf({
        publication_items: [
          {
            sort: 0,
            item_type: 'video_url',
            video_url: 'https://www.youtube.com/watch',
            video_url_2: 'https://rutube.ru/video/abc/',
          },
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    const { codes, ...fields } = CodedFieldErrorsSchema.parse(response.json());
    expect(Object.keys(fields).sort()).toEqual([
      'publication_items.0.video_url',
      'publication_items.0.video_url_2',
    ]);
    expect(must(fields['publication_items.0.video_url'])[0]).toMatch(/Kinescope or YouTube/);
    expect(codes['publication_items.0.video_url_2']).toMatchObject([
      { code: 'invalid_video_url', params: { services: ['kinescope', 'youtube'] } },
    ]);
  });
});
