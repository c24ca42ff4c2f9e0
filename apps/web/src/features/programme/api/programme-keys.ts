/** Query keys of the programme page; everything starts with 'programme'. */
export const programmeKeys = {
  all: ['programme'] as const,
  flows: () => ['programme', 'flows'] as const,
  pages: (flowId: number) => ['programme', 'pages', flowId] as const,
  lessons: (flowId: number, sectionId: number) =>
    ['programme', 'lessons', flowId, sectionId] as const,
};

/**
 * Progress changes elsewhere (the publication page marks videos viewed): sections and lessons
 * are stale at once, so coming back to the page or to the window reloads them.
 */
export const progressFreshness = { staleTime: 0, refetchOnWindowFocus: true } as const;
