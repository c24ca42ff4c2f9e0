import type { DocKey } from '../media/documents.ts';
import type { AudioKey } from '../media/media-library.ts';

export type FlowKey = 'previous' | 'main' | 'green' | 'uae' | 'paid' | 'english';
export type TagSlug = 'video' | 'article' | 'training' | 'tasks' | 'announcement' | 'webinar';

export interface VideoSeed {
  name: string;
  /** 'mm:ss'. */
  duration: string;
  /** Which of the two video services carry it. */
  services: 'both' | 'kinescope' | 'youtube';
}

/** A content block: markup text (see markup.ts), a picture, a video, an audio or a document. */
export type BlockSeed =
  string | { photo: number } | { video: VideoSeed } | { audio: AudioKey } | { doc: DocKey };

/** One publication of the demo content. */
export interface PostSeed {
  /** Stable handle for comments, notices and schedule items that point at it. */
  key: string;
  title: string;
  preview: string;
  tags: TagSlug[];
  blocks: BlockSeed[];
  /** Publication date, days before the seed time. */
  daysAgo: number;
  /** Flows it is for; omitted: the collection's default; []: everyone. */
  flows?: FlowKey[];
  fix?: boolean;
  /** Minutes (lessons). */
  readTime?: number;
  disableComments?: boolean;
}
