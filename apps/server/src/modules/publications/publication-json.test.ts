import { PublicationSchema } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { PublicationItem } from '../../db/schema.ts';
import { encodeJson } from '../../plugins/json-answer.ts';
import { allowListed } from '../../plugins/validation.ts';
import type { PublicationRow, ReaderState, SharedDetails } from './publication-details-repo.ts';
import { presentPublicationJson } from './publication-json.ts';
import { presentPublication } from './publication-presenter.ts';

function item(
  id: number,
  publicationId: number,
  fields: Partial<PublicationItem>,
): PublicationItem {
  return {
    id,
    publicationId,
    sort: id,
    itemType: 'text',
    text: null,
    image: null,
    videoUrl: null,
    videoUrl2: null,
    videoDomain: null,
    videoDomain2: null,
    videoName: null,
    videoDuration: null,
    videoThumbnail: null,
    audioUrl: null,
    doc: null,
    docName: null,
    ...fields,
  };
}

function row(id: number, fields: Partial<PublicationRow> = {}): PublicationRow {
  return {
    id,
    title: `Тренировка ${id} "в зале" \\ #reader:`,
    previewText: 'Разминка, затем <b>приседания</b>',
    previewImage: null,
    pubStartDate: new Date('2026-11-20T08:00:00Z'),
    fix: false,
    isShowViewButton: true,
    disableComments: false,
    section: 'feed',
    group: {
      slug: 'physical_transformation',
      title: 'Трансформация',
      titleEn: 'Transformation',
      color: '#f80',
    },
    wikiPage: null,
    state: 'published',
    ...fields,
  };
}

/** Three posts: two videos and blocks of every kind, one video, none (a wiki post). */
const shared: SharedDetails = {
  rows: [
    row(1),
    row(2, { previewImage: '/media/p.jpg', fix: true }),
    row(3, {
      group: null,
      section: null,
      wikiPage: { pk: 9, title: 'Питание', titleEn: 'Nutrition' },
    }),
  ],
  tags: [
    { publicationId: 1, slug: 'video', title: 'Видео', titleEn: 'Video' },
    { publicationId: 3, slug: 'article', title: 'Статья', titleEn: '' },
  ],
  items: [
    item(10, 1, {
      itemType: 'video_url',
      videoUrl: 'https://kinescope.io/1',
      videoDomain: 'kinescope.io',
      videoName: 'Утро',
      videoDuration: '12:00',
    }),
    item(11, 1, { itemType: 'text', text: '<p>Текст</p>' }),
    item(12, 1, {
      itemType: 'video_url',
      videoUrl2: 'https://youtu.be/x',
      videoDomain2: 'youtu.be',
    }),
    item(13, 1, { itemType: 'doc', doc: '/media/plan.pdf', docName: 'summary.pdf' }),
    item(14, 1, { itemType: 'audio_url', audioUrl: '/media/a.mp3' }),
    item(20, 2, { itemType: 'video_url', videoUrl: 'https://kinescope.io/2' }),
  ],
  lastComments: new Map([
    [
      1,
      {
        publicationId: 1,
        id: 5,
        firstName: 'Анна',
        lastName: 'К.',
        createdAt: new Date('2026-11-21T10:00:00Z'),
      },
    ],
  ]),
};

const newReader: ReaderState = {
  viewedItemIds: new Set(),
  viewedPublicationIds: new Set(),
  likedIds: new Set(),
  favoriteIds: new Set(),
  likeCounts: new Map(),
  commentCounts: new Map(),
};
const busyReader: ReaderState = {
  viewedItemIds: new Set([10, 11, 20]),
  viewedPublicationIds: new Set([3]),
  likedIds: new Set([1, 2, 3]),
  favoriteIds: new Set([1, 3]),
  likeCounts: new Map([
    [1, 7],
    [3, 1_234_567],
  ]),
  commentCounts: new Map([[1, 42]]),
};
const readerStates = {
  'a new reader': newReader,
  'a reader who saw one of two videos and likes and keeps everything': busyReader,
};

function rowOf(id: number): PublicationRow {
  const found = shared.rows.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return found;
}

describe('presentPublicationJson', () => {
  for (const [who, state] of Object.entries(readerStates)) {
    for (const language of ['ru', 'en'] as const) {
      it(`writes what presentPublication answers, byte for byte: ${who}, ${language}`, () => {
        const details = { ...shared, ...state };
        const ids = [3, 1, 2];
        const expected = ids.map((id) =>
          allowListed(PublicationSchema, presentPublication(rowOf(id), details, language)),
        );
        const encoded = encodeJson(presentPublicationJson(ids, details, language));
        expect(encoded.toString('utf8')).toBe(JSON.stringify(expected));
      });
    }
  }

  it('fills each reader in on the same kept template', () => {
    const a = encodeJson(presentPublicationJson([1], { ...shared, ...newReader }, 'ru'));
    const b = encodeJson(presentPublicationJson([1], { ...shared, ...busyReader }, 'ru'));
    const [publicationA] = JSON.parse(a.toString('utf8')) as {
      i_view: number;
      like_count: number;
    }[];
    const [publicationB] = JSON.parse(b.toString('utf8')) as {
      i_view: number;
      like_count: number;
    }[];
    expect([publicationA?.i_view, publicationA?.like_count]).toEqual([0, 0]);
    expect([publicationB?.i_view, publicationB?.like_count]).toEqual([50, 7]);
  });

  it('names the wiki page of each post for the folders, in the reader’s language', () => {
    const [ru] = presentPublicationJson([3], { ...shared, ...newReader }, 'ru');
    const [en] = presentPublicationJson([3], { ...shared, ...newReader }, 'en');
    expect([ru?.wikiPageTitle, en?.wikiPageTitle]).toEqual(['Питание', 'Nutrition']);
  });

  it('skips ids it has no details of', () => {
    expect(presentPublicationJson([99, 2], { ...shared, ...newReader }, 'ru')).toHaveLength(1);
  });
});
