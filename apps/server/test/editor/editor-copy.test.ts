import {
  api,
  EDITOR_TITLE_MAX_LENGTH,
  EditorCopyResponseSchema,
  type EditorPublication,
} from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { copyTitle } from '../../src/modules/editor/editor-save-service.ts';
import { buildUser } from '../support/factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { asEditorPublication, callAs, expectStatus, payloadOf } from './editor-test-kit.ts';

describe('the title of a copy', () => {
  it('marks a Cyrillic title with (копия) and any other with (copy)', () => {
    expect(copyTitle('Утренняя зарядка')).toBe('Утренняя зарядка (копия)');
    expect(copyTitle('Webinar part 1')).toBe('Webinar part 1 (copy)');
    expect(copyTitle('Plank: 5 минут')).toBe('Plank: 5 минут (копия)');
  });

  it('stays within the longest title, cutting the original and never a character in two', () => {
    const russian = copyTitle('Я'.repeat(EDITOR_TITLE_MAX_LENGTH));
    expect(russian).toHaveLength(EDITOR_TITLE_MAX_LENGTH);
    expect(russian.endsWith('Я (копия)')).toBe(true);
    const emoji = copyTitle('😀'.repeat(EDITOR_TITLE_MAX_LENGTH / 2));
    expect(emoji.length).toBeLessThanOrEqual(EDITOR_TITLE_MAX_LENGTH);
    expect(emoji).toMatch(/^(?:😀)+ \(copy\)$/u);
    // A cut that ends on a space does not leave two spaces before the mark.
    const spaced = copyTitle(`${'a'.repeat(EDITOR_TITLE_MAX_LENGTH - 8)} bcdefgh`);
    expect(spaced).toBe(`${'a'.repeat(EDITOR_TITLE_MAX_LENGTH - 8)} (copy)`);
  });
});

describe('copy endpoint', () => {
  const kit = usePublicationTestKit();
  let staff: User;

  beforeAll(async () => {
    staff = await buildUser(kit.database.db, { isStaff: true });
  });

  async function copyOf(title: string): Promise<EditorPublication> {
    const created = await expectStatus<EditorPublication>(
      callAs(kit, 'POST', api.editorPublicationCreate, staff.id, payloadOf({ title })),
      201,
    );
    const copy = EditorCopyResponseSchema.parse(
      await expectStatus(callAs(kit, 'POST', api.editorPublicationCopy(created.id), staff.id), 201),
    );
    return asEditorPublication(
      await expectStatus(callAs(kit, 'GET', api.editorPublicationRetrive(copy.id), staff.id), 200),
    );
  }

  it('names the copy of a Russian post "(копия)" and of another "(copy)", within the limit', async () => {
    expect((await copyOf('Питание на неделю')).title).toBe('Питание на неделю (копия)');
    expect((await copyOf('Meal plan')).title).toBe('Meal plan (copy)');
    const long = await copyOf('Б'.repeat(EDITOR_TITLE_MAX_LENGTH));
    expect(long.title).toHaveLength(EDITOR_TITLE_MAX_LENGTH);
    expect(long.title.endsWith(' (копия)')).toBe(true);
    // The copy's title can be saved again as it is.
    await expectStatus(
      callAs(
        kit,
        'PUT',
        api.editorPublicationUpdate(long.id),
        staff.id,
        payloadOf({ title: long.title }),
      ),
      200,
    );
  });
});
