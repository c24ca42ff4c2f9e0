import type { DemoRole } from '@app/contract';
import { DEMO_ROLE_DESCRIPTIONS } from './demo-roles.ts';
import { escapeHtml, renderPage } from './html-page.ts';

/** One demo user as the sign-in page shows it. */
export interface DemoUserCard {
  role: DemoRole;
  firstName: string;
  lastName: string;
  flowName: string | null;
  /** Where choosing this user leads (the hand-off redirect). */
  href: string;
}

const BADGE = '<span class="badge">Основной сайт · демо / Main site · demo</span>';

/** The stand-in's sign-in page: a card per demo user. */
export function renderSignInPage(cards: DemoUserCard[]): string {
  const items = cards.map((card) => {
    const description = DEMO_ROLE_DESCRIPTIONS[card.role];
    const flow = card.flowName
      ? `Поток / Flow: ${escapeHtml(card.flowName)}`
      : 'Без потока / No flow';
    return `<li><a class="card" href="${escapeHtml(card.href)}">
  <span class="role">${escapeHtml(card.role)}</span>
  <strong>${escapeHtml(`${card.firstName} ${card.lastName}`.trim())}</strong>
  <span>${escapeHtml(description.ru)}</span>
  <span class="en">${escapeHtml(description.en)}</span>
  <span class="flow">${flow}</span>
</a></li>`;
  });
  const list =
    items.length > 0
      ? `<ul class="cards">${items.join('\n')}</ul>`
      : `<div class="panel"><p>Демо-пользователей нет: запустите <code>npm run seed</code>.</p>
<p class="en">There are no demo users: run <code>npm run seed</code>.</p></div>`;
  return renderPage({
    title: 'Вход · Sign in',
    bodyHtml: `${BADGE}
<h1>Выберите, под кем войти</h1>
<p class="en">Choose who to sign in as</p>
${list}`,
  });
}

/** The page shown after signing out. */
export function renderLogoutPage(signInHref: string): string {
  return renderPage({
    title: 'Вы вышли · Signed out',
    bodyHtml: `${BADGE}
<h1>Вы вышли из аккаунта</h1>
<p class="en">You are signed out</p>
<div class="panel">
<p>Чтобы продолжить, войдите снова. <span class="en">Sign in again to continue.</span></p>
<a class="button" href="${escapeHtml(signInHref)}">Войти снова · Sign in again</a>
</div>`,
  });
}

/** Pages of the real main site, which is out of scope: each says so and links back to the app. */
export const PLACEHOLDER_PAGES = {
  clientHome: { ru: 'Личный кабинет', en: 'Client area' },
  clientProfile: { ru: 'Профиль', en: 'Profile' },
  clientProgress: { ru: 'Прогресс', en: 'Progress' },
  clientBoard: { ru: 'Тема', en: 'Thread' },
  shopRedirect: { ru: 'Магазин', en: 'Store' },
} as const;

/** A main-site placeholder page. */
export function renderPlaceholderPage(
  page: (typeof PLACEHOLDER_PAGES)[keyof typeof PLACEHOLDER_PAGES],
  appHref: string,
): string {
  return renderPage({
    title: `${page.ru} · ${page.en}`,
    bodyHtml: `${BADGE}
<h1>${escapeHtml(page.ru)}</h1>
<p class="en">${escapeHtml(page.en)}</p>
<div class="panel">
<p>Это заглушка основного сайта: настоящий раздел находится на сайте программы.</p>
<p class="en">This is a stand-in of the main site: the real page lives on the programme’s website.</p>
<a class="button" href="${escapeHtml(appHref)}">Вернуться в приложение · Back to the app</a>
</div>`,
  });
}
