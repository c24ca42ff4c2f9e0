import { Navigate, useParams } from 'react-router';
import { parseWikiRouteParam } from '../lib/wiki-route-param.ts';
import { WikiCategoriesPage } from './wiki-categories-page.tsx';
import { WikiPublicationsPage } from './wiki-publications-page.tsx';

/**
 * /listwiki/:wiki_pages: `wiki_pages…` is the category list, a number is that wiki page,
 * anything else is not found.
 */
export function WikiPage() {
  const target = parseWikiRouteParam(useParams().wiki_pages);
  if (target.kind === 'categories') return <WikiCategoriesPage />;
  if (target.kind === 'notFound') return <Navigate to="/404" replace />;
  // Keyed by id: another category starts with a fresh search, tags and list.
  return <WikiPublicationsPage key={target.wikiPageId} wikiPageId={target.wikiPageId} />;
}
