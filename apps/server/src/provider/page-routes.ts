import { mainSite } from '@app/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../plugins/http-errors.ts';
import { perMinuteLimit } from '../plugins/rate-limit.ts';
import { parseInput } from '../plugins/validation.ts';
import {
  PLACEHOLDER_PAGES,
  renderLogoutPage,
  renderPlaceholderPage,
  renderSignInPage,
} from './provider-pages.ts';
import type { ProviderDeps } from './provider-deps.ts';
import { findDemoUserPk, listDemoUsers } from './provider-repo.ts';
import { handOffLocation, returnAddress, signInLink, SignInQuery } from './sign-in-redirect.ts';

/** The stand-in's HTML pages: sign-in hand-off, logout and the main site's placeholders. */
export const pageRoutes: FastifyPluginAsync<ProviderDeps> = async (app, deps) => {
  const { db, config, tokens } = deps;
  const spaOrigin = (request: FastifyRequest) => config.spaOrigin || ownOrigin(request);

  app.get(
    mainSite.refreshTokenRedirect,
    { config: perMinuteLimit(config.tokenRateLimit) },
    async (request, reply) => {
      const query = parseInput(SignInQuery, request.query);
      const address = returnAddress(query.redirect_url, spaOrigin(request));
      reply.header('cache-control', 'no-store');
      if (query.role) {
        const userPk = await findDemoUserPk(db, query.role);
        if (userPk === undefined) throw notFound(`No demo user "${query.role}": run npm run seed.`);
        const refresh = await tokens.signRefresh(userPk);
        return reply.redirect(handOffLocation(address, refresh, query), 302);
      }
      const cards = (await listDemoUsers(db)).map((user) => ({
        ...user,
        href: signInLink(mainSite.refreshTokenRedirect, query, user.role),
      }));
      return sendHtml(reply, renderSignInPage(cards));
    },
  );

  app.get(mainSite.logout, async (_request, reply) =>
    sendHtml(reply, renderLogoutPage(mainSite.refreshTokenRedirect)),
  );

  for (const [route, page] of Object.entries(PLACEHOLDER_PAGES)) {
    const path = mainSite[route as keyof typeof PLACEHOLDER_PAGES];
    app.get(path, async (request, reply) =>
      sendHtml(reply, renderPlaceholderPage(page, `${spaOrigin(request)}/`)),
    );
  }
};

/** The origin the request was sent to, normalised as browsers do ('localhost:80' → 'localhost'). */
function ownOrigin(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  return URL.canParse(origin) ? new URL(origin).origin : origin;
}

function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').send(html);
}
