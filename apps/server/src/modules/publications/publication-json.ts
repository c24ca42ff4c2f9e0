import { randomUUID } from 'node:crypto';
import { PublicationSchema, type Publication } from '@app/contract';
import {
  encodeJson,
  joinParts,
  JsonAnswer,
  PreEncoded,
  type JsonPart,
} from '../../plugins/json-answer.ts';
import { allowListed } from '../../plugins/validation.ts';
import { computeIView } from './i-view.ts';
import {
  emptyReaderState,
  type PublicationDetails,
  type PublicationRow,
  type ReaderState,
  type SharedDetails,
} from './publication-details-repo.ts';
import { presentPublication } from './publication-presenter.ts';

/** One of the reader's own values in a publication's JSON, read from their state. */
type ReaderField = (state: ReaderState) => boolean | number;

const FIELD_MARK = `#reader:${randomUUID()}:`;
const FIELD = new RegExp(`"${FIELD_MARK}(\\d+)"`);

/**
 * A publication's JSON in one language: what every reader sees (texts, tags, blocks, newest
 * comment) encoded to UTF-8 once, and between its pieces the reader's own fields
 * (views, likes, favorite, counters), filled in per answer.
 */
export interface PublicationTemplate {
  pieces: Buffer[];
  /** fields[i] goes between pieces[i] and pieces[i + 1]. */
  fields: ReaderField[];
  /** The wiki page the publication is on, for the search's folders. */
  wikiPageTitle: string;
}

/** Builds a publication's template: presented and allow-listed as any answer's, then marked. */
function buildTemplate(
  row: PublicationRow,
  shared: SharedDetails,
  language: 'ru' | 'en',
): PublicationTemplate {
  const presented = allowListed(
    PublicationSchema,
    presentPublication(row, { ...shared, ...emptyReaderState() }, language),
  );
  const fields: ReaderField[] = [];
  const mark = (field: ReaderField): string => `${FIELD_MARK}${fields.push(field) - 1}`;
  const itemViewed = (pk: number) => mark((state) => state.viewedItemIds.has(pk));
  const videoPks = presented.videos.map((video) => video.pk);
  const id = row.id;
  // Spread and overwritten, each field keeps its place: the JSON is the allow-listed answer's.
  const marked = {
    ...presented,
    videos: presented.videos.map((video) => ({ ...video, is_view: itemViewed(video.pk) })),
    publication_items: presented.publication_items.map((item) => ({
      ...item,
      is_view: itemViewed(item.pk),
    })),
    i_view: mark((state) =>
      computeIView(
        videoPks.map((pk) => state.viewedItemIds.has(pk)),
        state.viewedPublicationIds.has(id),
      ),
    ),
    i_liked: mark((state) => state.likedIds.has(id)),
    like_count: mark((state) => state.likeCounts.get(id) ?? 0),
    comments_count: mark((state) => state.commentCounts.get(id) ?? 0),
    favorite: mark((state) => state.favoriteIds.has(id)),
  };
  const split = JSON.stringify(marked).split(FIELD);
  const texts = split.filter((_, index) => index % 2 === 0);
  // One buffer of the template's own, sliced into its pieces.
  const bytes = joinParts(texts, Buffer.allocUnsafeSlow);
  let start = 0;
  const pieces = texts.map((text) => {
    const end = start + Buffer.byteLength(text);
    const piece = bytes.subarray(start, end);
    start = end;
    return piece;
  });
  return {
    pieces,
    fields: split
      .filter((_, index) => index % 2 === 1)
      .flatMap((index) => fields[Number(index)] ?? []),
    wikiPageTitle: presented.wiki_page?.title ?? '',
  };
}

/**
 * Templates per publication row and language. A row object is kept as long as its details are
 * (shared-details-store.ts), and a reload makes a new one: a template never outlives its content.
 */
const templates = new WeakMap<
  PublicationRow,
  { ru?: PublicationTemplate; en?: PublicationTemplate }
>();

function templateOf(
  row: PublicationRow,
  shared: SharedDetails,
  language: 'ru' | 'en',
): PublicationTemplate {
  let byLanguage = templates.get(row);
  if (!byLanguage) templates.set(row, (byLanguage = {}));
  return (byLanguage[language] ??= buildTemplate(row, shared, language));
}

/** A publication in a reader's answer: its template with the reader's state. */
export class ReaderPublication extends PreEncoded {
  readonly #template: PublicationTemplate;
  readonly #state: ReaderState;
  constructor(template: PublicationTemplate, state: ReaderState) {
    super();
    this.#template = template;
    this.#state = state;
  }

  get wikiPageTitle(): string {
    return this.#template.wikiPageTitle;
  }

  encodeInto(parts: JsonPart[]): void {
    const { pieces, fields } = this.#template;
    pieces.forEach((piece, index) => {
      parts.push(piece);
      const field = fields[index];
      if (!field) return;
      const value = field(this.#state);
      parts.push(String(value));
    });
  }
}

/** The publications of `ids` for one reader, in that order (missing ids are skipped). */
export function presentPublicationJson(
  ids: readonly number[],
  details: PublicationDetails,
  language: 'ru' | 'en',
): ReaderPublication[] {
  const byId = new Map(details.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [new ReaderPublication(templateOf(row, details, language), details)] : [];
  });
}

/** An answer's type with its publications as ReaderPublication. */
export type WithReaderPublications<T> = T extends Publication
  ? ReaderPublication
  : T extends readonly (infer U)[]
    ? WithReaderPublications<U>[]
    : T extends object
      ? { [K in keyof T]: WithReaderPublications<T[K]> }
      : T;

/** An answer whose publications are ReaderPublications, encoded (see json-answer.ts). */
export function encodePublicationAnswer<T>(value: WithReaderPublications<T>): JsonAnswer<T> {
  return new JsonAnswer<T>(encodeJson(value));
}
