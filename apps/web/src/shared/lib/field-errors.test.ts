import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test-support/test-i18n.ts';
import { ApiError } from './api-client.ts';
import { localizeFieldErrors } from './field-errors.ts';

const answer = new ApiError(400, {
  title: ['Ensure this field has no more than 500 characters.'],
  'publication_items.2.doc': ['The file must be at most 20 MB.', 'Allowed file types: pdf, txt.'],
  'publication_items.3.video_url': ['Enter a Kinescope or YouTube video link.'],
  non_field_errors: ['Something else.'],
  codes: {
    title: [{ code: 'max_length', params: { max: 500 } }],
    'publication_items.2.doc': [
      { code: 'file_too_large', params: { max_mb: 20 } },
      { code: 'file_type', params: { allowed: ['pdf', 'txt'] } },
    ],
    'publication_items.3.video_url': [
      {
        code: 'invalid_video_url',
        params: { services: ['kinescope', 'youtube'], examples: ['https://youtu.be/ID'] },
      },
    ],
    non_field_errors: [{ code: 'invalid' }],
  },
});

describe('localizeFieldErrors', () => {
  it('writes every coded message in Russian, with its parameters and plural form', () => {
    expect(localizeFieldErrors(createTestI18n('ru').t, answer)).toEqual({
      title: ['Не больше 500 символов.'],
      'publication_items.2.doc': ['Файл больше 20 МБ.', 'Подходят только файлы pdf, txt.'],
      'publication_items.3.video_url': [
        'Нужна ссылка на видео Kinescope или YouTube, например https://youtu.be/ID.',
      ],
      non_field_errors: ['Something else.'],
    });
  });

  it('writes them in English too, and keeps uncoded messages (the original backend) as sent', () => {
    const english = localizeFieldErrors(createTestI18n('en').t, answer);
    expect(english.title).toEqual(['At most 500 characters.']);
    const uncoded = new ApiError(400, { title: ['Server words.'] });
    expect(localizeFieldErrors(createTestI18n('ru').t, uncoded)).toEqual({
      title: ['Server words.'],
    });
  });
});
