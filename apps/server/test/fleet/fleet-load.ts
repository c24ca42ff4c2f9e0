import { api, withQuery } from '@app/contract';
import { multipartBody } from '../comments/comment-test-kit.ts';

/** What kind of request a loop sends. */
export type LoadKind = 'read' | 'comment' | 'like';

/** One answer (or its absence) seen by a client of the balancer. */
export interface LoadOutcome {
  phase: string;
  kind: LoadKind;
  /** HTTP status, or 'network' when no answer came (reset, refused, timeout). */
  status: number | 'network';
  /** The error's message, or a 5xx body's `code`. */
  detail?: string;
}

/** A comment create answered 201: what was sent and the pk it got. */
export interface AcknowledgedComment {
  pk: number;
  text: string;
  parent: number | undefined;
  images: number;
  /** Index of the author's token in `tokens`. */
  author: number;
  /** The answer's image URLs. */
  imageUrls: string[];
}

export interface LoadOptions {
  baseUrl: string;
  /** Access tokens of the clients taking turns. */
  tokens: string[];
  publicationId: number;
  parentIds: number[];
  photo: Buffer;
  /** Unique per run: every comment text carries it. */
  run: string;
}

export interface LoadRun {
  outcomes: LoadOutcome[];
  acknowledged: AcknowledgedComment[];
  /** Texts of every comment create sent, answered or not. */
  sent: Map<string, { parent: number | undefined; images: number }>;
  /** Labels the outcomes from now on. */
  setPhase(phase: string): void;
  /** Stops the loops and waits for the requests in flight. */
  stop(): Promise<void>;
}

const READERS = 2;
const WRITERS = 2;
const LIKERS = 1;
/** Pause of a loop between two requests, so that two cores are shared with the servers. */
const PAUSE_MS = 15;
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Mixed traffic through the balancer until stopped: readers (feed page, publication, comment
 * list), comment writers (text, some with an image, some replies) and a liker (like, unlike).
 * Every answer is recorded with the phase it came in.
 */
export function startLoad(options: LoadOptions, firstPhase: string): LoadRun {
  const outcomes: LoadOutcome[] = [];
  const acknowledged: AcknowledgedComment[] = [];
  const sent: LoadRun['sent'] = new Map();
  let phase = firstPhase;
  let stopped = false;
  let sequence = 0;

  const send = async (
    kind: LoadKind,
    path: string,
    init: RequestInit & { token: number },
  ): Promise<{ status: number; body: Buffer } | undefined> => {
    const recordedPhase = phase;
    const { token, ...rest } = init;
    try {
      const response = await fetch(new URL(path, options.baseUrl), {
        ...rest,
        headers: { ...rest.headers, authorization: `Bearer ${options.tokens[token] ?? ''}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = Buffer.from(await response.arrayBuffer());
      const detail = response.status >= 500 ? codeOf(body) : undefined;
      outcomes.push({ phase: recordedPhase, kind, status: response.status, detail });
      return { status: response.status, body };
    } catch (error) {
      outcomes.push({ phase: recordedPhase, kind, status: 'network', detail: describe(error) });
      return undefined;
    }
  };

  const read = async (n: number): Promise<void> => {
    const token = n % options.tokens.length;
    const paths = [
      withQuery(api.feedList, { page: 1 }),
      api.publicationRetrive(options.publicationId),
      api.parentCommentList(options.publicationId),
    ];
    await send('read', paths[n % paths.length] ?? api.feedList, { token });
  };

  const comment = async (n: number): Promise<void> => {
    const token = n % options.tokens.length;
    const text = `fleet ${options.run} #${n} — привет`;
    const images = n % 3 === 0 ? 1 : 0;
    const parent = n % 4 === 1 ? options.parentIds[n % options.parentIds.length] : undefined;
    sent.set(text, { parent, images });
    const form = multipartBody({
      publication: options.publicationId,
      text,
      ...(parent === undefined ? {} : { parent }),
      images: Array.from({ length: images }, () => ({ data: options.photo })),
    });
    const response = await send('comment', api.commentCreate, {
      token,
      method: 'POST',
      headers: { 'content-type': form.contentType },
      body: new Uint8Array(form.body),
    });
    if (response?.status !== 201) return;
    const body = JSON.parse(response.body.toString('utf8')) as {
      pk: number;
      comment_images: { image: string }[];
    };
    const imageUrls = body.comment_images.map((image) => image.image);
    acknowledged.push({ pk: body.pk, text, parent, images, author: token, imageUrls });
  };

  const like = async (n: number): Promise<void> => {
    const token = n % options.tokens.length;
    const on = Math.floor(n / options.tokens.length) % 2 === 0;
    const id = options.publicationId;
    await send('like', on ? api.likePublicationCreate(id) : api.likePublicationDelete(id), {
      token,
      method: on ? 'POST' : 'DELETE',
    });
  };

  const loop = async (step: (n: number) => Promise<void>): Promise<void> => {
    while (!stopped) {
      sequence += 1;
      await step(sequence);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  const loops = [
    ...Array.from({ length: READERS }, () => loop(read)),
    ...Array.from({ length: WRITERS }, () => loop(comment)),
    ...Array.from({ length: LIKERS }, () => loop(like)),
  ];

  return {
    outcomes,
    acknowledged,
    sent,
    setPhase(next) {
      phase = next;
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Counts of outcomes by phase, kind and status, as printable lines. */
export function outcomeTable(outcomes: LoadOutcome[]): string[] {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const key = `${o.phase.padEnd(12)} ${o.kind.padEnd(8)} ${o.status}${o.detail ? ` ${o.detail}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].sort().map(([key, count]) => `${key.padEnd(48)} ${count}`);
}

function codeOf(body: Buffer): string {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : 'no code';
  } catch {
    return 'not JSON';
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name} ${error.message}${cause}`;
}
