import {
  FEED_THREADS,
  INTRO_CITIES,
  INTRO_GOALS,
  TOPICS,
  type AuthorRef,
  type ThreadSeed,
} from '../data/discussions.ts';
import { addDays } from '../moscow-time.ts';
import type { Random } from '../random.ts';
import type { People, SeededPost, SeededUser } from './context.ts';

/** A comment to insert; `parent` and `answers` are indexes into the same list. */
export interface CommentDraft {
  publicationId: number;
  author: SeededUser;
  text: string;
  createdAt: Date;
  fixed: boolean;
  removed: boolean;
  reported: boolean;
  photos: number;
  parent: number | null;
  answers: number | null;
}

interface Thread extends Omit<ThreadSeed, 'author' | 'replies'> {
  author: SeededUser;
  replies: { author: SeededUser; text: string; answers?: number }[];
}

const GREETINGS = [
  (name: string, city: string, goal: string) =>
    `Всем привет! Меня зовут ${name}, я из ${city}. Цель на поток — ${goal}.`,
  (name: string, city: string, goal: string) => `Привет! ${name} из ${city}. Хочу ${goal}.`,
  (name: string, city: string, goal: string) =>
    `Здравствуйте! Я ${name}, родом из ${city}. Я здесь, чтобы ${goal}.`,
];
const TAILS = ['', ' Всем удачи!', ' Давайте поддерживать друг друга!', ' Это мой второй поток.'];
const WELCOMES = ['Добро пожаловать!', 'Удачи, всё получится!', 'Привет! Цель у нас одна 🙂'];

/**
 * Lays out every comment of the demo content, in time order per publication: the scripted
 * threads and, under the introductions topic, one generated introduction per community member
 * (enough top-level comments for several pages).
 */
export function draftComments(
  random: Random,
  posts: SeededPost[],
  people: People,
  now: Date,
): CommentDraft[] {
  const resolve = (ref: AuthorRef): SeededUser => {
    const user = typeof ref === 'number' ? people.participants[ref] : people.demo[ref];
    if (!user) throw new Error(`Unknown comment author ${String(ref)}`);
    return user;
  };
  const scripted = (threads: ThreadSeed[]): Thread[] =>
    threads.map((thread) => ({
      ...thread,
      author: resolve(thread.author),
      replies: (thread.replies ?? []).map((reply) => ({ ...reply, author: resolve(reply.author) })),
    }));

  const threadsByKey = new Map<string, Thread[]>();
  for (const [key, threads] of Object.entries(FEED_THREADS))
    threadsByKey.set(key, scripted(threads));
  for (const topic of TOPICS) threadsByKey.set(topic.key, scripted(topic.threads));
  threadsByKey.get('topic-introductions')?.push(...introductions(random, people));

  const drafts: CommentDraft[] = [];
  for (const [key, threads] of threadsByKey) {
    const post = posts.find((candidate) => candidate.key === key);
    if (!post?.pubStartDate) throw new Error(`Comments for unknown or unpublished post ${key}`);
    const postDrafts: Omit<CommentDraft, 'createdAt'>[] = [];
    const base = {
      publicationId: post.id,
      fixed: false,
      removed: false,
      reported: false,
      photos: 0,
    };
    for (const thread of threads) {
      const top = drafts.length + postDrafts.length;
      postDrafts.push({
        ...base,
        author: thread.author,
        text: thread.text,
        fixed: thread.fixed ?? false,
        removed: thread.removed ?? false,
        reported: thread.reported ?? false,
        photos: thread.photos ?? 0,
        parent: null,
        answers: null,
      });
      for (const reply of thread.replies) {
        postDrafts.push({
          ...base,
          author: reply.author,
          text: reply.text,
          parent: top,
          answers: reply.answers === undefined ? top : top + 1 + reply.answers,
        });
      }
    }
    // Spread between the post's date and now, in order, at irregular intervals.
    const start = addDays(post.pubStartDate, 0.05).getTime();
    const span = now.getTime() - 3_600_000 - start;
    const gaps = postDrafts.map(() => 0.5 + random.next());
    const total = gaps.reduce((sum, gap) => sum + gap, 0) + 1;
    let elapsed = 0;
    postDrafts.forEach((draft, i) => {
      elapsed += gaps[i] ?? 1;
      drafts.push({ ...draft, createdAt: new Date(start + (span * elapsed) / total) });
    });
  }
  return drafts;
}

function introductions(random: Random, people: People): Thread[] {
  const authors = random.sample(
    [
      ...people.members,
      ...people.participants.filter(
        (user) => !user.expert && (user.flow === 'main' || user.flow === 'paid'),
      ),
    ],
    Number.POSITIVE_INFINITY,
  );
  const greeters = people.participants.slice(0, 10);
  return authors.map((author) => ({
    author,
    text:
      random.pick(GREETINGS)(
        author.firstName,
        random.pick(INTRO_CITIES),
        random.pick(INTRO_GOALS),
      ) + random.pick(TAILS),
    replies: random.chance(0.2)
      ? [
          {
            author: random.pick(greeters.filter((user) => user !== author)),
            text: random.pick(WELCOMES),
          },
        ]
      : [],
  }));
}
