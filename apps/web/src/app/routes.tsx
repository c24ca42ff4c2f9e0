import type { RouteObject } from 'react-router';
import { RequireRefreshToken } from '../features/auth/components/require-refresh-token.tsx';
import { SessionGate } from '../features/auth/components/session-gate.tsx';
import { TokenHandOffPage } from '../features/auth/components/token-hand-off-page.tsx';
import { AccessErrorPage } from '../features/errors/components/access-error-page.tsx';
import { CrashPage } from '../features/errors/components/crash-page.tsx';
import { NotFoundPage } from '../features/errors/components/not-found-page.tsx';
import { TokenErrorPage } from '../features/errors/components/token-error-page.tsx';
import { feedLoader } from '../features/feed/api/feed-loader.ts';
import { HomeRedirect } from './home-redirect.tsx';
import { AppShell } from './shell/app-shell.tsx';
import {
  forCommunity,
  forFavorites,
  forProgramme,
  forStaffTools,
  type AppRouteHandle,
} from './shell/route-handle.ts';

/**
 * The route table (hash paths). Screens of later features join the shell's children; a route
 * may declare an `AppRouteHandle` (guard, editor layout). Unknown paths show 'Oops!' in the shell.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <CrashPage />,
    children: [
      { path: '/get-access-token/:refresh_token', element: <TokenHandOffPage /> },
      {
        path: '/logout/',
        lazy: async () => ({ Component: (await import('./logout-route.tsx')).LogoutRoute }),
      },
      {
        element: <RequireRefreshToken />,
        children: [
          { path: '/token_error/', element: <TokenErrorPage /> },
          { path: '/access_error/', element: <AccessErrorPage /> },
          {
            element: (
              <SessionGate>
                <AppShell />
              </SessionGate>
            ),
            children: [
              { index: true, element: <HomeRedirect /> },
              ...['/publicate/:publ_id', '/topic/:id'].map((path) => ({
                path,
                lazy: async () => ({
                  Component: (await import('./publication-route.tsx')).PublicationRoute,
                }),
              })),
              {
                path: '/listnews/:feed_groops',
                // Starts the feed's requests while its chunk and the session load (waits for none).
                loader: feedLoader,
                lazy: async () => ({
                  Component: (await import('../features/feed/components/feed-page.tsx')).FeedPage,
                }),
              },
              {
                path: '/wiki/category',
                lazy: async () => ({
                  Component: (await import('../features/wiki/components/wiki-categories-page.tsx'))
                    .WikiCategoriesPage,
                }),
              },
              {
                // `wiki_pages…` is the category list, a number one wiki page, anything else 404.
                path: '/listwiki/:wiki_pages',
                lazy: async () => ({
                  Component: (await import('../features/wiki/components/wiki-page.tsx')).WikiPage,
                }),
              },
              {
                path: '/favorites',
                handle: { guard: forFavorites } satisfies AppRouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/favorites/components/favorites-page.tsx'))
                    .FavoritesPage,
                }),
              },
              {
                path: '/flow-program',
                handle: { guard: forProgramme } satisfies AppRouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/programme/components/programme-page.tsx'))
                    .ProgrammePage,
                }),
              },
              {
                path: '/community',
                handle: { guard: forCommunity } satisfies AppRouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/topics/components/topics-page.tsx'))
                    .TopicsPage,
                }),
              },
              {
                // Staff only (others see the home view); the server refuses them too.
                path: '/editor/list',
                handle: {
                  layout: 'editor',
                  guard: forStaffTools,
                } satisfies AppRouteHandle,
                lazy: async () => ({
                  Component: (
                    await import('../features/editor-list/components/editor-list-page.tsx')
                  ).EditorListPage,
                }),
              },
              // The block editor (TipTap, dnd-kit) is its own lazy chunk: reader routes never load it.
              ...['/editor/create', '/editor/edit/:id'].map((path) => ({
                path,
                handle: {
                  layout: 'editor',
                  guard: forStaffTools,
                } satisfies AppRouteHandle,
                // The route gives the editor's Preview the reader's components (app composes features).
                lazy: async () => ({
                  Component: (await import('./editor-route.tsx')).EditorRoute,
                }),
              })),
              {
                path: '/editor/schedule/:id',
                handle: {
                  layout: 'editor',
                  guard: forStaffTools,
                } satisfies AppRouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/schedule/components/schedule-page.tsx'))
                    .SchedulePage,
                }),
              },
              {
                // The picked flow is in the path. Its charts (uPlot) come with this chunk only;
                // the route gives the clients' names the user card (app composes features).
                path: '/editor/progress/:flowId?',
                handle: {
                  layout: 'editor',
                  guard: forStaffTools,
                } satisfies AppRouteHandle,
                lazy: async () => ({
                  Component: (await import('./progress-route.tsx')).ProgressRoute,
                }),
              },
              {
                // Its chart library (uPlot) comes with this chunk only, never with a reader's screen.
                path: '/editor/reach/:id',
                handle: {
                  layout: 'editor',
                  guard: forStaffTools,
                } satisfies AppRouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/reach/components/reach-page.tsx'))
                    .ReachPage,
                }),
              },
              {
                // The post as a reader sees it, drafts included (the server lets staff read them).
                path: '/preview_publ_from_list/:publ_id',
                handle: { guard: forStaffTools } satisfies AppRouteHandle,
                lazy: async () => ({
                  Component: (await import('./preview-route.tsx')).PreviewRoute,
                }),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
