import type { EditorParamsResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createBlock } from './blocks.ts';
import { emptyFormValues } from './form-values.ts';
import { previewPublication } from './preview-publication.ts';

const params: EditorParamsResponse = {
  publicate_section: [],
  feed_group: [{ pk: 1, title: 'Физическая трансформация' }],
  wiki_page: [],
  flows: [],
  flow_program_page: [],
  feed_tag: [
    { pk: 3, title: 'Видео' },
    { pk: 4, title: 'Статья' },
  ],
  language: [],
};

describe('previewPublication', () => {
  it('is the unsaved form as a published reader post, empty blocks left out', () => {
    const text = { ...createBlock('text'), text: '<p>Привет</p>' };
    const empty = { ...createBlock('text'), text: '<p></p>' };
    const image = {
      ...createBlock('image'),
      image: { base64: 'data:image/png;base64,AAAA', name: 'a.png' },
    };
    const video = { ...createBlock('video_url'), video_url: 'https://kinescope.io/embed/abc' };
    const now = new Date('2026-11-26T12:00:00Z');
    const publication = previewPublication(
      7,
      {
        ...emptyFormValues(),
        title: '  Новый пост ',
        feed_group: 1,
        feed_tags: [4],
        blocks: [text, empty, image, video],
      },
      params,
      now,
    );
    expect(publication).toMatchObject({
      id: 7,
      title: 'Новый пост',
      status: 'published',
      pub_start_date: now.toISOString(),
      feed_group: { title: 'Физическая трансформация' },
      feed_tags: [{ title: 'Статья' }],
      comments_count: 0,
    });
    expect(publication.publication_items.map((item) => item.item_type)).toEqual([
      'text',
      'image',
      'video_url',
    ]);
    expect(publication.publication_items[1]?.image).toBe('data:image/png;base64,AAAA');
    expect(publication.videos).toEqual([
      expect.objectContaining({ pk: 3, video_domain: 'kinescope.io' }),
    ]);
  });
});
