import { describe, expect, it } from 'vitest';
import { createBlock } from './blocks.ts';
import { clearDraft, draftKey, fitDraftValues, readDraft, writeDraft } from './draft-storage.ts';
import { formFingerprint, sameFormValues } from './form-compare.ts';
import { emptyFormValues, type EditorFormValues } from './form-values.ts';

const upload = (name: string, chars: number) => ({ name, base64: 'x'.repeat(chars) });

function withFiles(): EditorFormValues {
  const image = { ...createBlock('image'), image: upload('small.png', 10) };
  const doc = { ...createBlock('doc'), doc: upload('big.pdf', 100), docUrl: '/media/old.pdf' };
  return {
    ...emptyFormValues(),
    title: 'Черновик',
    previewImage: { kind: 'new', upload: upload('preview.png', 50) },
    blocks: [image, doc],
  };
}

describe('fitDraftValues', () => {
  it('keeps the smallest files within the budget and names the others', () => {
    const saved: EditorFormValues = {
      ...emptyFormValues(),
      previewImage: { kind: 'stored', url: '/media/p.png' },
    };
    const { values, droppedFiles } = fitDraftValues(withFiles(), saved, 70);
    expect(droppedFiles).toEqual(['big.pdf']);
    expect(values.blocks[0]?.image?.name).toBe('small.png');
    expect(values.blocks[1]?.doc).toBeNull();
    // The stored document stays: the block falls back to it.
    expect(values.blocks[1]?.docUrl).toBe('/media/old.pdf');

    const lean = fitDraftValues(withFiles(), saved, 0);
    expect(lean.droppedFiles).toEqual(['small.png', 'preview.png', 'big.pdf']);
    expect(lean.values.previewImage).toEqual({ kind: 'stored', url: '/media/p.png' });
  });
});

describe('draft storage', () => {
  it('reads back what it wrote, with block keys of this page load', () => {
    const values = withFiles();
    writeDraft(12, { savedAt: new Date().toISOString(), base: 'abc', values, droppedFiles: [] });
    const draft = readDraft(12);
    expect(draft?.base).toBe('abc');
    expect(draft && sameFormValues(draft.values, values)).toBe(true);
    expect(draft?.values.blocks[0]?.key).not.toBe(values.blocks[0]?.key);
    expect(readDraft(null)).toBeNull();
    clearDraft(12);
    expect(window.localStorage.getItem(draftKey(12))).toBeNull();
  });

  it('ignores unreadable drafts and removes month-old ones when writing', () => {
    window.localStorage.setItem(draftKey(1), '{oops');
    expect(readDraft(1)).toBeNull();
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString();
    writeDraft(2, { savedAt: old, base: null, values: emptyFormValues(), droppedFiles: [] });
    writeDraft(3, {
      savedAt: new Date().toISOString(),
      base: null,
      values: emptyFormValues(),
      droppedFiles: [],
    });
    expect(window.localStorage.getItem(draftKey(2))).toBeNull();
    expect(readDraft(3)).not.toBeNull();
  });
});

describe('form comparison', () => {
  it('ignores block keys; the fingerprint follows the content', () => {
    const a = { ...emptyFormValues(), blocks: [createBlock('text')] };
    const b = { ...a, blocks: a.blocks.map((block) => ({ ...block, key: 'other' })) };
    expect(sameFormValues(a, b)).toBe(true);
    expect(formFingerprint(a)).toBe(formFingerprint(b));
    expect(sameFormValues(a, { ...a, title: 'x' })).toBe(false);
    expect(formFingerprint(a)).not.toBe(formFingerprint({ ...a, title: 'x' }));
  });
});
