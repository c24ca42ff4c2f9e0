import type pg from 'pg';
import { CYRILLIC_WORDS, LATIN_WORDS, zipfRankSql } from './vocabulary.ts';

/** How much the generator writes. */
export interface DataSize {
  publications: number;
  comments: number;
  users: number;
}

export const FULL_SIZE: DataSize = { publications: 100_000, comments: 1_000_000, users: 50_000 };

/** The generated client every scenario signs in as: flow 1, not paid for the psychology group. */
export const BENCH_CLIENT_ID = 1;
/** The generated editor (staff): author of every publication; the editor search signs in as it. */
export const BENCH_EDITOR_ID = 2;
/** Flows the users are spread over; flow 1 is the client's. */
const FLOWS = 5;
/** Share of top-level comments; the rest are replies to them. */
const TOP_LEVEL_SHARE = 0.7;
const BATCH = 100_000;
/** Notices per user (1M for 50k users). */
const NOTICES_PER_USER = 20;

/** One publication in ENGLISH_MODULUS is in English (Latin words), the rest in Russian. */
const ENGLISH_MODULUS = 11;
/** Favorites of the bench client per publication, so that its favorites searches find some. */
const CLIENT_FAVORITES_SHARE = 0.01;

const sqlArray = (list: readonly string[]): string =>
  `array[${list.map((word) => `'${word}'`).join(',')}]`;
/** A uniform float8 in [0, 1): a hash of the row number `i` and the draw's number `k`. */
const uniform = (k: number): string =>
  `((hashint8(i::bigint * 16 + ${k}) + 2147483648::bigint)::float8 / 4294967296)`;
/** Draw `k` of row `i` from the words of its language (`l.words`), with the vocabulary's skew. */
const draw = (k: number): string =>
  `l.words[1 + ${zipfRankSql(uniform(k), 'cardinality(l.words)')}]`;
/** Each row's language: its words and the fixed words of its texts. */
const languages = `(values
    (false, ${sqlArray(CYRILLIC_WORDS)}, 'ru', ' и ', 'Коротко о главном: ', 'Подробный разбор: '),
    (true, ${sqlArray(LATIN_WORDS)}, 'en', ' and ', 'In short: ', 'In detail: '))
  l(english, words, language, joiner, preview, body)`;

/** Logs one line per step: what was written and the seconds it took. */
async function step(label: string, work: () => Promise<number | undefined>): Promise<void> {
  const started = performance.now();
  const rows = await work();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const count = rows === undefined ? '' : ` ${rows.toLocaleString('en-US')} rows`;
  console.log(`  ${label.padEnd(34)}${count.padStart(18)}  ${seconds.padStart(6)} s`);
}

/** Runs `insert … select … from generate_series(from, to)` in batches of BATCH rows. */
async function inBatches(
  client: pg.ClientBase,
  total: number,
  statement: (from: number, to: number) => string,
): Promise<number> {
  let written = 0;
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    const result = await client.query(statement(from, to));
    written += result.rowCount ?? 0;
  }
  return written;
}

/** Flows, groups, tags, wiki categories and sections; users over the flows. */
async function generateUsers(client: pg.ClientBase, size: DataSize): Promise<void> {
  await step('taxonomy', async () => {
    await client.query(`
      insert into publicate_sections (id, slug, title, title_en) overriding system value
        values (1, 'feed', 'Лента', 'Feed'), (2, 'topic', 'Сообщество', 'Community');
      insert into feed_groups (id, slug, title, title_en, color, sort) overriding system value
        values (1, 'physical_transformation', 'Трансформация', 'Transformation', '#3f8cff', 1),
               (2, 'physical_rpp', 'Психология', 'Psychology', '#ff7a45', 2);
      insert into feed_tags (id, slug, title, title_en, sort) overriding system value
        select i, (array['video','article','training','tasks','announcement','webinar'])[i],
               'Тег ' || i, 'Tag ' || i, i from generate_series(1, 6) i;
      insert into wiki_pages (id, title, sort) overriding system value
        select i, 'Раздел ' || i, i from generate_series(1, 10) i;
      insert into flows (id, name, is_green, for_uae) overriding system value
        select i, 'Поток ' || i, i = 4, i = 5 from generate_series(1, ${FLOWS}) i;`);
    return undefined;
  });

  await step('users', () =>
    inBatches(
      client,
      size.users,
      (from, to) => `
      insert into users (id, first_name, last_name, is_staff, current_flow_id, language)
        overriding system value
      select i, 'Имя' || i, 'Фамилия' || i, i = ${BENCH_EDITOR_ID}, 1 + ((i - 1) % ${FLOWS}), 'ru'
      from generate_series(${from}, ${to}) i`,
    ),
  );
  await step('user flows', () =>
    inBatches(
      client,
      size.users,
      (from, to) => `
      insert into user_flows (user_id, flow_id, is_paid_rpp)
      select i, 1 + ((i - 1) % ${FLOWS}), i % 10 = 3 from generate_series(${from}, ${to}) i`,
    ),
  );
}

/**
 * What a publication's flows are drawn from: its number, but a wiki post's (every 20th) own count,
 * so the wiki is spread over the flows as the feed is (by its number alone every wiki post went
 * to flows 2 and 3, none for all flows, and the bench client saw none of them).
 */
const addressing = 'case when i % 20 = 1 then i / 20 else i end';

/** The flows `publication flows` inserts for the publication of `k` (its addressing), ascending. */
function flowIdsOf(k: string): string {
  const first = `1 + (${k}) % ${FLOWS}`;
  const second = `1 + (${k} + 1) % ${FLOWS}`;
  return `case when (${k}) % 10 >= 7 then '{}'::integer[]
    when (${k}) % 3 = 0 then array[least(${first}, ${second}), greatest(${first}, ${second})]
    else array[${first}] end`;
}

/**
 * Publications (mostly published feed posts, some pinned, topics and wiki posts), their flows
 * and tags.
 */
async function generatePublications(client: pg.ClientBase, size: DataSize): Promise<void> {
  const pubs = size.publications;
  await step('publications', () =>
    inBatches(
      client,
      pubs,
      (from, to) => `
      insert into publications (id, title, preview_text, body_text, preview_image, language,
        section_id, feed_group_id, wiki_page_id, status, pub_start_date, fix, read_time,
        author_id, created_at, updated_at, last_comment_date, for_all_flows, flow_ids)
        overriding system value
      select i,
        initcap(${draw(1)}) || l.joiner || ${draw(2)} || ': ' || ${draw(3)},
        l.preview || ${draw(4)} || ', ' || ${draw(5)} || l.joiner || ${draw(6)} || '.',
        l.body || ${draw(7)} || ' ' || ${draw(8)} || ' ' || ${draw(9)} || '. '
          || repeat(initcap(${draw(10)}) || ' ' || ${draw(11)} || ' ' || ${draw(12)} || '. ', 6),
        case when i % 4 = 0 then null else '/media/bench/preview-' || (i % 50) || '.jpg' end,
        l.language,
        case when i % 20 = 0 then 2 when i % 20 = 1 then null else 1 end,
        case when i % 20 in (0, 1) then null when i % 10 = 9 then 2 else 1 end,
        case when i % 20 = 1 then 1 + i % 10 else null end,
        case when i % 50 = 7 then 'draft' when i % 50 = 8 then 'deactivated' else 'published' end,
        now() - (i * interval '10 minutes'),
        i % 1000 = 2,
        1 + i % 15,
        ${BENCH_EDITOR_ID},
        now() - (i * interval '10 minutes') - interval '1 day',
        now() - (i * interval '10 minutes'),
        now() - (i * interval '10 minutes') + interval '3 hours',
        ${addressing} % 10 >= 7,
        ${flowIdsOf(addressing)}
      from generate_series(${from}, ${to}) i
        join ${languages} on l.english = (i % ${ENGLISH_MODULUS} = 3)`,
    ),
  );
  // for_all_flows and flow_ids are already right above, so the triggers change nothing.
  await step('publication flows', () =>
    inBatches(
      client,
      pubs,
      (from, to) => `
      insert into publication_flows (publication_id, flow_id)
      select i, f from generate_series(${from}, ${to}) i
        cross join lateral (values (${addressing})) a(k)
        cross join lateral (values (1 + k % ${FLOWS}), (1 + (k + 1) % ${FLOWS})) v(f)
      where k % 10 < 7 and (f = 1 + k % ${FLOWS} or k % 3 = 0)`,
    ),
  );
  await step('publication tags', () =>
    inBatches(
      client,
      pubs,
      (from, to) => `
      insert into publication_feed_tags (publication_id, tag_id)
      select i, t from generate_series(${from}, ${to}) i
        cross join lateral (values (1 + i % 6), (1 + (i / 6) % 6)) v(t)
      group by i, t`,
    ),
  );
}

/** Items of the publications: text, images, videos, audio, files. */
async function generatePublicationItems(client: pg.ClientBase, size: DataSize): Promise<void> {
  const pubs = size.publications;
  await step('publication items', () =>
    inBatches(
      client,
      pubs,
      (from, to) => `
      insert into publication_items (publication_id, sort, item_type, text, image, video_url,
        video_url_2, video_domain, video_name, video_duration, video_thumbnail, audio_url, doc,
        doc_name)
      select i, n, kind,
        case when kind = 'text' then '<p>Текст блока ' || n || ' публикации ' || i || '</p>' end,
        case when kind = 'image' then '/media/bench/image-' || (i % 40) || '.jpg' end,
        case when kind = 'video_url' then 'https://kinescope.io/embed/' || i || '-' || n end,
        case when kind = 'video_url' then 'https://www.youtube.com/embed/v' || i || n end,
        case when kind = 'video_url' then 'kinescope.io' end,
        case when kind = 'video_url' then 'Видео ' || n end,
        case when kind = 'video_url' then (1 + (i + n) % 59) || ':' || lpad(((i * n) % 60)::text, 2, '0') end,
        case when kind = 'video_url' then '/media/bench/thumb-' || (i % 30) || '.jpg' end,
        case when kind = 'audio_url' then '/media/bench/audio-' || (i % 20) || '.mp3' end,
        case when kind = 'doc' then '/media/bench/file-' || (i % 20) || '.pdf' end,
        case when kind = 'doc' then case when i % 2 = 0 then 'summary.pdf' else 'plan.pdf' end end
      from generate_series(${from}, ${to}) i
        cross join lateral (values
          (1, 'text'),
          (2, case when i % 3 = 0 then 'video_url' else 'image' end),
          (3, case when i % 6 = 0 then 'video_url' when i % 7 = 0 then 'audio_url' else null end),
          (4, case when i % 12 = 0 then 'video_url' when i % 11 = 0 then 'doc' else null end)
        ) v(n, kind)
      where kind is not null`,
    ),
  );
}

/** Publication likes, favorites (the bench client's many) and views. */
async function generateReactions(client: pg.ClientBase, size: DataSize): Promise<void> {
  const pubs = size.publications;
  await step('likes', () =>
    inBatches(
      client,
      size.users,
      (from, to) => `
      insert into publication_likes (user_id, publication_id)
      select u, 1 + floor(${pubs} * power(((u * 6 + k) * 0.7548776662) % 1, 3))::int
      from generate_series(${from}, ${to}) u cross join generate_series(1, 6) k
      on conflict do nothing`,
    ),
  );
  await step('favorites and views', () =>
    inBatches(
      client,
      size.users,
      (from, to) => `
      with favorites as (
        insert into publication_favorites (user_id, publication_id)
        select u, 1 + (u * 37 + k * 101) % ${pubs}
        from generate_series(${from}, ${to}) u cross join generate_series(1, 2) k
        on conflict do nothing returning 1)
      insert into publication_views (user_id, publication_id)
      select u, 1 + (u * 53 + k * 7) % ${pubs}
      from generate_series(${from}, ${to}) u cross join generate_series(1, 4) k
      on conflict do nothing`,
    ),
  );

  // Spread over the whole feed, old and new (7919 is prime: distinct ids at any scale).
  const clientFavorites = Math.max(100, Math.round(pubs * CLIENT_FAVORITES_SHARE));
  await step('bench client favorites', async () => {
    const result = await client.query(`
      insert into publication_favorites (user_id, publication_id)
      select ${BENCH_CLIENT_ID}, 1 + (k * 7919) % ${pubs}
      from generate_series(1, ${clientFavorites}) k
      on conflict do nothing`);
    return result.rowCount ?? 0;
  });
}

/** Comments (top level and replies, more on recent posts), their likes, and notices. */
async function generateComments(client: pg.ClientBase, size: DataSize): Promise<void> {
  const pubs = size.publications;
  const topLevel = Math.round(size.comments * TOP_LEVEL_SHARE);
  const replies = size.comments - topLevel;
  // Publication of top-level comment `i`: skewed to low ids, which are the newest posts.
  const commentPublication = (i: string): string =>
    `1 + floor(${pubs} * power(((${i}) * 0.6180339887) % 1, 2))::int`;

  await step('top-level comments', () =>
    inBatches(
      client,
      topLevel,
      (from, to) => `
      insert into comments (id, publication_id, author_id, text, text_web, is_fixed, created_at)
        overriding system value
      select i, ${commentPublication('i')}, 1 + (i * 31) % ${size.users},
        'Комментарий ' || i || ': '
          || (${sqlArray(CYRILLIC_WORDS)})[1 + i % ${CYRILLIC_WORDS.length}],
        '<p>Комментарий ' || i || '</p>',
        i % 5000 = 0, now() - ((i % 100000) * interval '7 minutes')
      from generate_series(${from}, ${to}) i`,
    ),
  );
  await step('reply comments', () =>
    inBatches(
      client,
      replies,
      (from, to) => `
      insert into comments (id, publication_id, author_id, parent_id, answer_to_comment_id,
        reply_to_user_id, text, text_web, created_at)
        overriding system value
      select ${topLevel} + j, ${commentPublication('p')}, 1 + (j * 17) % ${size.users}, p, p,
        1 + (p * 31) % ${size.users}, 'Ответ ' || j, '<p>Ответ ' || j || '</p>',
        now() - ((p % 100000) * interval '7 minutes') + interval '1 hour'
      from generate_series(${from}, ${to}) j, lateral (select (1 + (j::bigint * 7919) % ${topLevel})::int as p) r`,
    ),
  );

  await step('comment likes', () =>
    inBatches(
      client,
      topLevel,
      (from, to) => `
      insert into comment_likes (user_id, comment_id)
      select 1 + (i * 7 + k * 13) % ${size.users}, i
      from generate_series(${from}, ${to}) i cross join generate_series(1, 1 + i % 3) k
      where i % 2 = 0
      on conflict do nothing`,
    ),
  );
  // A third each of replies (rtc), likes (cl) and new publications (np), newest unread.
  await step('notices', () =>
    inBatches(
      client,
      size.users,
      (from, to) => `
      insert into notices (receiver_id, notice_type, read, created_at, sender_id,
        sender_comment_id, receiver_comment_id, publication_id)
      select u, (array['np', 'rtc', 'cl'])[1 + k % 3], k > 3, now() - k * interval '3 hours',
        case when k % 3 = 0 then null else 1 + (u + k) % ${size.users} end,
        case when k % 3 = 1 then ${topLevel} + 1 + (u * 31 + k) % ${Math.max(1, replies)} end,
        case when k % 3 = 0 then null else 1 + (u * 17 + k) % ${topLevel} end,
        1 + (u * 13 + k * 7919) % ${pubs}
      from generate_series(${from}, ${to}) u cross join generate_series(1, ${NOTICES_PER_USER}) k
      on conflict do nothing`,
    ),
  );
}

/** Identity sequences past the generated ids, then VACUUM ANALYZE. */
async function finish(client: pg.ClientBase): Promise<void> {
  await step('identity sequences', async () => {
    for (const table of [
      'publicate_sections',
      'feed_groups',
      'feed_tags',
      'wiki_pages',
      'flows',
      'users',
      'publications',
      'publication_items',
      'comments',
      'notices',
    ]) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    return undefined;
  });
  await step('vacuum analyze', async () => {
    await client.query('vacuum analyze');
    return undefined;
  });
}

/**
 * Fills a migrated, empty database with set-based SQL: taxonomy, users over a few flows,
 * publications (mostly published feed posts, some pinned, topics and wiki posts) with flows,
 * tags, items (text, images, videos, audio, files), likes, favorites, views and comments (top
 * level and replies, more on recent posts). Ends with VACUUM ANALYZE.
 */
export async function generateData(client: pg.ClientBase, size: DataSize): Promise<void> {
  await generateUsers(client, size);
  await generatePublications(client, size);
  await generatePublicationItems(client, size);
  await generateReactions(client, size);
  await generateComments(client, size);
  await finish(client);
}
