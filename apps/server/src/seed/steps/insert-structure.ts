import { flowProgramPages, wikiPages } from '../../db/schema.ts';
import { PROGRAMMES } from '../data/programme.ts';
import { WIKI_CATEGORIES } from '../data/wiki.ts';
import type { SeedContext, Taxonomy } from './context.ts';
import { idAt } from './rows.ts';

/** Ids of the wiki categories and programme sections, in the order of their seed data. */
export interface Structure {
  wikiPageIds: number[];
  /** Per entry of PROGRAMMES, the ids of its pages. */
  programPageIds: number[][];
}

/** Inserts the wiki categories and every flow's programme sections. */
export async function insertStructure(ctx: SeedContext, taxonomy: Taxonomy): Promise<Structure> {
  const { tx, media } = ctx;
  const wikiRows = await tx
    .insert(wikiPages)
    .values(
      WIKI_CATEGORIES.map((category, i) => ({
        title: category.title,
        titleEn: category.titleEn,
        text: category.text,
        textEn: category.textEn,
        image: media.wiki[i % media.wiki.length] ?? null,
        logJump: category.logJump,
        sort: i + 1,
      })),
    )
    .returning({ id: wikiPages.id });

  const pages = PROGRAMMES.flatMap((programme) =>
    programme.pages.map((page, i) => ({
      flowId: taxonomy.flows[programme.flow],
      title: page.title,
      description: page.description,
      isEnabled: page.enabled,
      part: page.part,
      sort: i + 1,
    })),
  );
  const pageRows = await tx
    .insert(flowProgramPages)
    .values(pages)
    .returning({ id: flowProgramPages.id });

  let next = 0;
  const programPageIds = PROGRAMMES.map((programme) =>
    programme.pages.map(() => idAt(pageRows, next++)),
  );
  return { wikiPageIds: wikiRows.map((row) => row.id), programPageIds };
}
