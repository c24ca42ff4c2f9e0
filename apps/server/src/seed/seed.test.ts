import { DEMO_ROLES } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/test-database.ts';
import type { Database } from '../db/client.ts';
import { bellLit } from '../db/notice-bell.ts';
import { queryRows } from '../db/query-rows.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { isDatabaseEmpty, resetDemoData, seedDemoData } from './seed.ts';

const NOW = new Date('2026-03-02T09:00:00Z');
let database: Database;
let dir: string;
let storage: FileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'app-seed-test-'));
  storage = createLocalStorage({ dir, publicBaseUrl: '/media' });
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

const rows = <T>(query: SQL): Promise<T[]> => queryRows<T>(database.db, query);
async function count(query: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from (${query}) as counted`,
  );
  return row?.n ?? 0;
}

describe('demo data', () => {
  it('goes into an empty database', async () => {
    expect(await isDatabaseEmpty(database)).toBe(true);
    await seedDemoData(database, { storage, now: NOW });
    expect(await isDatabaseEmpty(database)).toBe(false);
  });

  it('has one demo user of every role, each as the role needs', async () => {
    const users = await rows<Record<string, unknown>>(sql`
      select u.demo_role, u.is_staff, u.moderator, u.super_moderator, u.language, u.first_name,
             u.telegram_id, f.is_green, f.for_uae, uf.is_paid_rpp,
             exists (select 1 from notice_settings s where s.user_id = u.id) as has_settings
      from users u
      left join flows f on f.id = u.current_flow_id
      left join user_flows uf on uf.user_id = u.id and uf.flow_id = u.current_flow_id
      where u.demo_role is not null order by u.demo_role`);
    expect(users.map((user) => user.demo_role)).toEqual([...DEMO_ROLES].sort());
    const byRole = Object.fromEntries(users.map((user) => [user.demo_role, user]));
    expect(byRole.client).toMatchObject({ is_staff: false, language: 'ru', is_green: false });
    expect(byRole.green).toMatchObject({ is_green: true });
    expect(byRole.uae).toMatchObject({ for_uae: true });
    expect(byRole.paid).toMatchObject({ is_paid_rpp: true });
    expect(byRole.staff).toMatchObject({ is_staff: true, is_green: null });
    expect(byRole.moderator).toMatchObject({ moderator: true, super_moderator: false });
    expect(byRole.supermoderator).toMatchObject({ moderator: true, super_moderator: true });
    expect(byRole.english).toMatchObject({ language: 'en', first_name: 'Emily' });
    for (const user of users) {
      expect(user.first_name).not.toBe('');
      expect(user.telegram_id).toMatch(/^@/);
      expect(user.has_settings).toBe(true);
    }
    expect(await count(sql`select 1 from users where demo_role is null`)).toBeGreaterThanOrEqual(
      20,
    );
    expect(await count(sql`select 1 from users where expert`)).toBeGreaterThanOrEqual(1);
  });

  it('has the flows, feed groups, tags and sections', async () => {
    expect(await count(sql`select 1 from flows`)).toBeGreaterThanOrEqual(4);
    expect(await count(sql`select 1 from flows where is_green`)).toBeGreaterThanOrEqual(1);
    expect(await count(sql`select 1 from flows where for_uae`)).toBeGreaterThanOrEqual(1);
    expect(await count(sql`select 1 from flows where name !~ '[А-Яа-яЁё]'`)).toBeGreaterThanOrEqual(
      1,
    );
    expect(await count(sql`select 1 from user_flows where is_paid_rpp`)).toBeGreaterThanOrEqual(1);
    expect(await rows(sql`select slug, title, title_en from feed_groups order by sort`)).toEqual([
      {
        slug: 'physical_transformation',
        title: 'Физическая трансформация',
        title_en: 'Physical Transformation',
      },
      { slug: 'physical_rpp', title: 'Психология', title_en: 'Physical Psychology' },
    ]);
    expect(await rows(sql`select slug, title from feed_tags order by sort`)).toEqual([
      { slug: 'video', title: 'Видео' },
      { slug: 'article', title: 'Статья' },
      { slug: 'training', title: 'Тренировка' },
      { slug: 'tasks', title: 'Задания' },
      { slug: 'announcement', title: 'Анонс' },
      { slug: 'webinar', title: 'Вебинар' },
    ]);
    expect(await rows(sql`select slug from publicate_sections order by slug`)).toEqual([
      { slug: 'feed' },
      { slug: 'topic' },
    ]);
  });

  it('has 60+ publications in every state, group, section and language', async () => {
    expect(await count(sql`select 1 from publications`)).toBeGreaterThanOrEqual(60);
    const published = sql`select 1 from publications where status = 'published'`;
    expect(await count(sql`${published} and fix`)).toBeGreaterThanOrEqual(2);
    expect(await count(sql`${published} and pub_start_date >= ${NOW}`)).toBe(0);
    expect(
      await count(
        sql`${published} and feed_group_id = (select id from feed_groups where slug = 'physical_rpp')`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`${published} and section_id = (select id from publicate_sections where slug = 'topic')`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(sql`${published} and language = 'en'`)).toBeGreaterThan(0);
    expect(
      await count(
        sql`${published} and not exists (select 1 from publication_flows pf where pf.publication_id = publications.id)`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(sql`select 1 from publications where status = 'draft'`)).toBeGreaterThan(0);
    expect(
      await count(sql`select 1 from publications where status = 'deactivated'`),
    ).toBeGreaterThan(0);
    const delayed = await count(sql`
      select 1 from publications p join schedule_items s on s.publication_id = p.id
      where p.status = 'draft' and s.event = 'activation' and s.state = 'pending' and s.event_date > ${NOW}`);
    expect(delayed).toBeGreaterThan(0);
    expect(
      await count(sql`select 1 from schedule_items where state = 'done' and notified_count > 0`),
    ).toBeGreaterThan(0);
    for (const tag of ['video', 'article', 'training', 'tasks', 'announcement', 'webinar']) {
      expect(
        await count(
          sql`select 1 from publication_feed_tags pt join feed_tags t on t.id = pt.tag_id where t.slug = ${tag}`,
        ),
      ).toBeGreaterThan(0);
    }
  });

  it('has items of every type: safe HTML, two video services, audio, documents', async () => {
    for (const type of ['text', 'image', 'video_url', 'audio_url', 'doc']) {
      expect(
        await count(sql`select 1 from publication_items where item_type = ${type}`),
      ).toBeGreaterThan(0);
    }
    expect(
      await count(
        sql`select 1 from publication_items where item_type = 'text' and text ~* '<(script|iframe|img|style)|on[a-z]+='`,
      ),
    ).toBe(0);
    const videos = sql`select 1 from publication_items where item_type = 'video_url'`;
    expect(
      await count(
        sql`${videos} and video_url like 'https://kinescope.io/embed/%' and video_domain = 'kinescope.io' and video_url_2 like 'https://www.youtube.com/embed/%' and video_domain_2 = 'youtube.com'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`${videos} and video_url is null and video_url_2 is not null`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`${videos} and video_url is not null and video_url_2 is null`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`${videos} and (video_name is null or video_thumbnail is null or video_duration !~ '^[0-9]+:[0-5][0-9]$')`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select 1 from publication_items where doc_name like '%summary%'`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select 1 from publications where status = 'published' and body_text = '' and exists (select 1 from publication_items i where i.publication_id = publications.id and i.item_type = 'text')`,
      ),
    ).toBe(0);
  });

  it('stores the generated media it links to', async () => {
    const urls = await rows<{ url: string }>(sql`
      select preview_image as url from publications where preview_image is not null
      union select audio_url from publication_items where audio_url is not null
      union select doc from publication_items where doc is not null
      union select video_thumbnail from publication_items where video_thumbnail is not null
      union select image from comment_images union select formatted_image_pico from comment_images
      union select avatar_url from users where avatar_url <> ''`);
    expect(urls.length).toBeGreaterThan(20);
    for (const { url } of urls) {
      expect(url).toMatch(/^\/media\/demo\//);
      await access(path.join(dir, url.slice('/media/'.length)));
    }
  });

  it('has wiki categories with publications and English titles, one logging jumps', async () => {
    expect(await count(sql`select 1 from wiki_pages`)).toBeGreaterThanOrEqual(5);
    expect(await count(sql`select 1 from wiki_pages where log_jump`)).toBeGreaterThanOrEqual(1);
    expect(await count(sql`select 1 from wiki_pages where title_en = '' or text_en = ''`)).toBe(0);
    expect(
      await count(
        sql`select distinct wiki_page_id from publications where wiki_page_id is not null`,
      ),
    ).toBeGreaterThanOrEqual(5);
  });

  it('has programmes of sections in two parts with lessons and videos', async () => {
    const pages = await rows<{ name: string; pages: number; parts: number; disabled: number }>(sql`
      select f.name, count(*)::int as pages, count(distinct p.part)::int as parts,
             count(*) filter (where not p.is_enabled)::int as disabled
      from flow_program_pages p join flows f on f.id = p.flow_id group by f.name`);
    const full = pages.filter((flow) => flow.pages >= 6 && flow.parts === 2 && flow.disabled >= 1);
    expect(full.length).toBeGreaterThanOrEqual(2);
    const lessons = sql`select 1 from publications p where p.flow_program_page_id is not null and p.status = 'published'`;
    expect(await count(lessons)).toBeGreaterThanOrEqual(10);
    expect(
      await count(
        sql`${lessons} and (p.read_time = 0 or not exists (select 1 from publication_items i where i.publication_id = p.id and i.item_type = 'video_url'))`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select 1 from publication_item_views v join users u on u.id = v.user_id where u.demo_role = 'client'`,
      ),
    ).toBeGreaterThan(0);
  });

  it('has comment threads with every kind of comment', async () => {
    const comments = sql`select 1 from comments c`;
    expect(await count(sql`${comments} where parent_id is null`)).toBeGreaterThan(20);
    expect(
      await count(
        sql`${comments} where parent_id is not null and answer_to_comment_id is not null and reply_to_user_id is not null`,
      ),
    ).toBeGreaterThan(5);
    expect(await count(sql`${comments} where answer_to_comment_id <> parent_id`)).toBeGreaterThan(
      0,
    );
    expect(await count(sql`${comments} where length(text) > 1000`)).toBeGreaterThan(0);
    expect(
      await count(
        sql`${comments} where abstract_removed and text = '' and exists (select 1 from comments r where r.parent_id = c.id)`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(sql`${comments} where is_fixed and parent_id is null`)).toBeGreaterThan(0);
    expect(
      await count(
        sql`${comments} where bad_reported and exists (select 1 from comment_reports r where r.comment_id = c.id)`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select 1 from comment_likes l join comments c on c.id = l.comment_id where l.user_id = c.author_id`,
      ),
    ).toBe(0);
    expect(await count(sql`select 1 from comment_likes`)).toBeGreaterThan(20);
    expect(await count(sql`select 1 from comment_images`)).toBeGreaterThan(0);
    const [largest] = await rows<{ n: number }>(
      sql`select count(*)::int as n from comments where parent_id is null group by publication_id order by n desc limit 1`,
    );
    expect(largest?.n).toBeGreaterThan(60);
    expect(
      await count(
        sql`select 1 from publications p where exists (select 1 from comments c where c.publication_id = p.id) and p.last_comment_date is null`,
      ),
    ).toBe(0);
  });

  it('gives the client notices of every type and an unread flag', async () => {
    const notices = await rows<{ notice_type: string }>(sql`
      select distinct n.notice_type from notices n join users u on u.id = n.receiver_id
      where u.demo_role = 'client' order by n.notice_type`);
    expect(notices.map((notice) => notice.notice_type)).toEqual(['cl', 'np', 'rtc']);
    expect(await count(sql`select 1 from users where demo_role = 'client' and ${bellLit}`)).toBe(1);
    expect(await count(sql`select 1 from publication_likes`)).toBeGreaterThan(20);
    expect(
      await count(
        sql`select 1 from publication_favorites f join users u on u.id = f.user_id where u.demo_role = 'client'`,
      ),
    ).toBeGreaterThan(0);
  });

  it('refuses a database that holds data', async () => {
    await expect(seedDemoData(database, { storage, now: NOW })).rejects.toThrow(
      /already holds data/,
    );
  });

  it('reseeds the same data after a reset', async () => {
    const snapshot = sql`
      select (select count(*) from publications)::int as publications,
             (select count(*) from comments)::int as comments,
             (select count(*) from users)::int as users,
             (select count(*) from notices)::int as notices,
             (select min(id) from users)::int as first_user,
             (select string_agg(title, '|' order by id) from publications) as titles`;
    const [before] = await rows(snapshot);
    await database.db.execute(sql`insert into flows (name) values ('Лишний поток')`);
    await resetDemoData(database, { storage, now: NOW });
    const [after] = await rows(snapshot);
    expect(after).toEqual(before);
    expect(await count(sql`select 1 from flows where name = 'Лишний поток'`)).toBe(0);
    expect(await count(sql`select 1 from users where id = 1 and demo_role = 'client'`)).toBe(1);
  });
});
