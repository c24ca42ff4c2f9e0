import { describe, expect, it } from 'vitest';
import { blocksToItems, createBlock, isEmptyHtml } from './blocks.ts';
import {
  EDITOR_BLOCK_IMAGE_MAX_BYTES,
  EDITOR_DOCUMENT_EXTENSIONS,
  EDITOR_DOCUMENT_MAX_BYTES,
  EDITOR_PREVIEW_IMAGE_EXTENSIONS,
  EDITOR_PREVIEW_IMAGE_MAX_BYTES,
} from '@app/contract';
import {
  BLOCK_IMAGE_MAX_BYTES,
  BLOCK_IMAGE_RULE,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_RULE,
  fileProblem,
  PREVIEW_IMAGE_EXTENSIONS,
  PREVIEW_IMAGE_MAX_BYTES,
  PREVIEW_IMAGE_RULE,
} from './files.ts';
import { emptyFormValues, splitFieldErrors, toPayload, withFlows } from './form-values.ts';
import { languageFromFlowTitle } from './language.ts';
import { moveItem, moveItemTo } from './move.ts';
import { digitsOnly, readTimeValue } from './read-time.ts';

describe('languageFromFlowTitle', () => {
  it.each([
    ['Поток 12 · Трансформация', 'ru'],
    ['Поток 12 · ОАЭ', 'ru'],
    ['Зелёный поток', 'ru'],
    ['Flow 12 · International', 'en'],
    ['Поток 12 · Premium', 'en'],
    ['12', 'en'],
  ] as const)('%s → %s', (title, language) => {
    expect(languageFromFlowTitle(title)).toBe(language);
  });
});

describe('withFlows', () => {
  const options = [
    { pk: 1, title: 'Поток 12' },
    { pk: 2, title: 'Flow 12' },
  ];

  it('takes the language from the first chosen flow', () => {
    const english = withFlows(emptyFormValues(), [2, 1], options);
    expect(english).toMatchObject({ flows: [2, 1], language: 'en' });
    expect(withFlows(english, [1, 2], options).language).toBe('ru');
  });

  it('clearing the flows keeps the language', () => {
    const english = withFlows(emptyFormValues(), [2], options);
    expect(withFlows(english, [], options)).toMatchObject({ flows: [], language: 'en' });
  });
});

describe('read_time', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('1a2 -3.5')).toBe('1235');
    expect(digitsOnly('abc')).toBe('');
  });

  it('sends 0 for an empty value', () => {
    expect(readTimeValue('')).toBe(0);
    expect(readTimeValue('015')).toBe(15);
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
  });

  it('does nothing at the edges', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
  });

  it('moves a dragged item to its drop place', () => {
    expect(moveItemTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItemTo(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });
});

describe('blocks → payload', () => {
  it('numbers sort in screen order and drops empty text blocks', () => {
    const text = { ...createBlock('text'), text: '<h2>Заголовок</h2>' };
    const empty = { ...createBlock('text'), text: '<p></p>' };
    const blank = { ...createBlock('text'), text: '<p>&nbsp; </p>' };
    const video = { ...createBlock('video_url'), video_url: ' https://youtu.be/x ' };
    const doc = {
      ...createBlock('doc'),
      doc: { base64: 'data:text/plain;base64,eA==', name: 'a.txt' },
    };
    const { items, keys } = blocksToItems([empty, video, text, blank, doc]);
    expect(items).toEqual([
      { sort: 0, item_type: 'video_url', video_url: 'https://youtu.be/x', video_url_2: '' },
      { sort: 1, item_type: 'text', text: '<h2>Заголовок</h2>' },
      { sort: 2, item_type: 'doc', doc: { base64: 'data:text/plain;base64,eA==', name: 'a.txt' } },
    ]);
    expect(keys).toEqual([video.key, text.key, doc.key]);
  });

  it('keeps stored blocks by id and sends no file when none was chosen', () => {
    const image = { ...createBlock('image'), id: 41, imageUrl: '/media/a.jpg' };
    expect(blocksToItems([image]).items).toEqual([{ id: 41, sort: 0, item_type: 'image' }]);
  });

  it('recognises empty rich text', () => {
    expect(isEmptyHtml('<p></p>')).toBe(true);
    expect(isEmptyHtml('<ul><li><p> </p></li></ul>')).toBe(true);
    expect(isEmptyHtml('<p><strong>x</strong></p>')).toBe(false);
  });
});

describe('toPayload', () => {
  it('keeps a stored preview image, removes a cleared one, sends a new one', () => {
    const values = { ...emptyFormValues(), title: '  Пост ', read_time: '' };
    expect(toPayload(values).payload).toMatchObject({
      title: 'Пост',
      read_time: 0,
      language: 'ru',
      preview_image: null,
    });
    const stored = toPayload({ ...values, previewImage: { kind: 'stored', url: '/m/a.png' } });
    expect(stored.payload).not.toHaveProperty('preview_image');
    const upload = { base64: 'data:image/png;base64,AA==', name: 'a.png' };
    const chosen = toPayload({ ...values, previewImage: { kind: 'new', upload } });
    expect(chosen.payload.preview_image).toEqual(upload);
  });

  it('sorts server errors to their blocks', () => {
    const split = splitFieldErrors(
      {
        title: ['Required'],
        'publication_items.1.video_url': ['Bad link'],
        'flows.0': ['Unknown'],
      },
      ['k0', 'k1'],
    );
    expect(split).toEqual({
      fields: { title: ['Required'], flows: ['Unknown'] },
      blocks: { k1: ['Bad link'] },
    });
  });
});

describe('file rules', () => {
  it("are the contract's limits", () => {
    expect(PREVIEW_IMAGE_MAX_BYTES).toBe(EDITOR_PREVIEW_IMAGE_MAX_BYTES);
    expect(BLOCK_IMAGE_MAX_BYTES).toBe(EDITOR_BLOCK_IMAGE_MAX_BYTES);
    expect(DOCUMENT_MAX_BYTES).toBe(EDITOR_DOCUMENT_MAX_BYTES);
    expect(PREVIEW_IMAGE_EXTENSIONS).toEqual(EDITOR_PREVIEW_IMAGE_EXTENSIONS);
    expect(DOCUMENT_EXTENSIONS).toEqual(EDITOR_DOCUMENT_EXTENSIONS);
  });

  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('preview image: PNG, GIF or JPEG up to 5 MB', () => {
    expect(fileProblem(PREVIEW_IMAGE_RULE, file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(fileProblem(PREVIEW_IMAGE_RULE, file('a.gif', ''))).toBeNull();
    expect(fileProblem(PREVIEW_IMAGE_RULE, file('a.webp', 'image/webp'))).toBe('type');
    expect(fileProblem(PREVIEW_IMAGE_RULE, file('a.png', 'image/png', 5 * 2 ** 20 + 1))).toBe(
      'size',
    );
  });

  it('block image: any raster image up to 10 MB; documents by extension up to 20 MB', () => {
    expect(fileProblem(BLOCK_IMAGE_RULE, file('a.webp', 'image/webp', 10 * 2 ** 20))).toBeNull();
    expect(fileProblem(BLOCK_IMAGE_RULE, file('a.svg', 'image/svg+xml'))).toBe('type');
    expect(fileProblem(BLOCK_IMAGE_RULE, file('a.pdf', 'application/pdf'))).toBe('type');
    for (const name of ['a.doc', 'a.docx', 'a.xls', 'План.XLSX', 'a.txt', 'a.pdf', 'a.csv']) {
      expect(fileProblem(DOCUMENT_RULE, file(name, ''))).toBeNull();
    }
    expect(fileProblem(DOCUMENT_RULE, file('a.exe', 'text/plain'))).toBe('type');
    expect(fileProblem(DOCUMENT_RULE, file('a.pdf', 'application/pdf', 20 * 2 ** 20 + 1))).toBe(
      'size',
    );
  });
});
