import { describe, expect, it } from 'vitest';
import { createRowInterner } from './row-interner.ts';

interface Row {
  pk: number;
  name: string;
}

describe('createRowInterner', () => {
  it('hands out the first copy of an equal row', () => {
    const intern = createRowInterner<Row>((row) => row.pk);
    const first = intern({ pk: 1, name: 'Анна' });
    const again = intern({ pk: 1, name: 'Анна' });
    expect(again).toBe(first);
    expect(intern({ pk: 2, name: 'Анна' })).not.toBe(first);
  });

  it('takes a changed row as the new copy; the old one stays as it was', () => {
    const intern = createRowInterner<Row>((row) => row.pk);
    const old = intern({ pk: 1, name: 'Анна' });
    const renamed = intern({ pk: 1, name: 'Анна Смирнова' });
    expect(renamed).not.toBe(old);
    expect(renamed.name).toBe('Анна Смирнова');
    expect(old.name).toBe('Анна');
    expect(intern({ pk: 1, name: 'Анна Смирнова' })).toBe(renamed);
  });

  it('keeps every held row through the sweeps of a large table', () => {
    const intern = createRowInterner<Row>((row) => row.pk);
    const held = Array.from({ length: 5_000 }, (_, pk) => intern({ pk, name: `n${pk}` }));
    held.forEach((row) => expect(intern({ pk: row.pk, name: row.name })).toBe(row));
  });
});
