import { EDITORIAL_POSTS } from '../data/editorial-posts.ts';
import { ENGLISH_POSTS } from '../data/english-posts.ts';
import { TOPICS } from '../data/discussions.ts';
import { PROGRAMMES } from '../data/programme.ts';
import { PSYCHOLOGY_POSTS } from '../data/psychology-posts.ts';
import { RUSSIAN_FLOWS } from '../data/taxonomy.ts';
import { TRANSFORMATION_POSTS } from '../data/transformation-posts.ts';
import type { FlowKey, PostSeed } from '../data/types.ts';
import { WIKI_CATEGORIES } from '../data/wiki.ts';
import type { Taxonomy } from './context.ts';
import type { Structure } from './insert-structure.ts';

/** A post and where it goes. */
export interface PublicationPlan {
  post: PostSeed;
  status: 'draft' | 'published' | 'deactivated';
  activateInDays: number | undefined;
  language: 'ru' | 'en';
  flows: FlowKey[];
  groupId: number | null;
  sectionId: number | null;
  wikiPageId: number | null;
  programPageId: number | null;
  isLesson: boolean;
}

const TOPIC_FLOWS: FlowKey[] = ['previous', 'main', 'paid'];

/** Every demo publication with its group, section, wiki page or programme section and flows. */
export function planPublications(taxonomy: Taxonomy, structure: Structure): PublicationPlan[] {
  const { groups, sections } = taxonomy;
  const plan = (
    post: PostSeed,
    defaults: Partial<PublicationPlan> & { flows: FlowKey[] },
  ): PublicationPlan => {
    const flows = post.flows ?? defaults.flows;
    return {
      status: 'published',
      activateInDays: undefined,
      groupId: null,
      sectionId: sections.feed,
      wikiPageId: null,
      programPageId: null,
      isLesson: false,
      ...defaults,
      post,
      flows,
      language: flows.length === 1 && flows[0] === 'english' ? 'en' : 'ru',
    };
  };
  const transformation = groups.physical_transformation;

  return [
    ...TRANSFORMATION_POSTS.map((post) =>
      plan(post, { flows: RUSSIAN_FLOWS, groupId: transformation }),
    ),
    ...PSYCHOLOGY_POSTS.map((post) =>
      plan(post, { flows: ['paid'], groupId: groups.physical_rpp }),
    ),
    ...ENGLISH_POSTS.map((post) => plan(post, { flows: ['english'], groupId: transformation })),
    ...EDITORIAL_POSTS.map((post) =>
      plan(post, {
        flows: RUSSIAN_FLOWS,
        groupId: transformation,
        status: post.status,
        activateInDays: post.activateInDays,
      }),
    ),
    ...WIKI_CATEGORIES.flatMap((category, i) =>
      category.posts.map((post) =>
        plan(post, { flows: RUSSIAN_FLOWS, wikiPageId: structure.wikiPageIds[i] ?? null }),
      ),
    ),
    ...TOPICS.map((post) => plan(post, { flows: TOPIC_FLOWS, sectionId: sections.topic })),
    ...PROGRAMMES.flatMap((programme, p) =>
      programme.pages.flatMap((page, pageIndex) =>
        page.lessons.map((lesson, lessonIndex) =>
          plan(
            {
              key: `lesson-${programme.flow}-${pageIndex + 1}-${lessonIndex + 1}`,
              title: lesson.title,
              preview: lesson.text,
              tags: ['video'],
              daysAgo: (programme.flow === 'previous' ? 120 : 44) - pageIndex * 5,
              readTime: lesson.readTime,
              blocks: [lesson.text, ...lesson.videos.map((video) => ({ video }))],
            },
            {
              flows: [programme.flow],
              sectionId: null,
              programPageId: structure.programPageIds[p]?.[pageIndex] ?? null,
              isLesson: true,
            },
          ),
        ),
      ),
    ),
  ];
}
