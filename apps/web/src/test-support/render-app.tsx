import type { UserInfo } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createHashRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { currentUserQueryOptions } from '../shared/lib/current-user.ts';
import { createTestI18n } from './test-i18n.ts';

export interface RenderAppOptions {
  path?: string;
  /** Put in the `['users', 'me']` cache, as the session gate would have. */
  user?: UserInfo;
}

/** Renders `routes` in a hash router at `#<path>`, with the app's providers. */
export function renderApp(
  routes: RouteObject[],
  { path = '/', user }: RenderAppOptions = {},
): RenderResult & { router: ReturnType<typeof createHashRouter>; queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) queryClient.setQueryData(currentUserQueryOptions.queryKey, user);
  window.history.replaceState(null, '', `#${path}`);
  const router = createHashRouter(routes);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createTestI18n(user?.language)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
