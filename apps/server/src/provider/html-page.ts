const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const STYLE = `
  :root { color-scheme: light; --accent: #3f6df6; --text: #1d2333; --muted: #6b7385; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    color: var(--text); background: linear-gradient(160deg, #eef2ff 0%, #f8f9fc 60%); }
  main { max-width: 880px; margin: 0 auto; padding: 48px 20px 64px; }
  .badge { display: inline-block; padding: 2px 10px; border-radius: 999px; background: #e3e9ff;
    color: var(--accent); font-size: 13px; font-weight: 600; letter-spacing: .02em; }
  h1 { margin: 12px 0 4px; font-size: 30px; line-height: 1.2; }
  .en { color: var(--muted); font-size: .92em; }
  h1 + .en { margin: 0 0 28px; font-size: 17px; }
  p { margin: 0 0 16px; }
  .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 16px;
    padding: 0; margin: 0; list-style: none; }
  .card { display: flex; flex-direction: column; gap: 6px; height: 100%; padding: 18px 20px; border-radius: 16px;
    background: #fff; box-shadow: 0 1px 2px rgba(29,35,51,.06), 0 8px 24px rgba(29,35,51,.06);
    color: inherit; text-decoration: none; border: 2px solid transparent; transition: border-color .15s, transform .15s; }
  .card:hover, .card:focus-visible { border-color: var(--accent); transform: translateY(-2px); outline: none; }
  .card strong { font-size: 18px; }
  .role { color: var(--accent); font-size: 13px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; }
  .flow { margin-top: auto; padding-top: 8px; border-top: 1px solid #eef0f5; color: var(--muted); font-size: 14px; }
  .button { display: inline-block; padding: 10px 22px; border-radius: 10px; background: var(--accent); color: #fff;
    font-weight: 600; text-decoration: none; }
  .button:hover, .button:focus-visible { background: #2c56d6; }
  .panel { padding: 28px; border-radius: 16px; background: #fff; box-shadow: 0 8px 24px rgba(29,35,51,.06); }
  @media (max-width: 576px) { main { padding-top: 28px; } h1 { font-size: 24px; } }
`;

export interface PageContent {
  title: string;
  /** Already-escaped HTML of the page body. */
  bodyHtml: string;
}

/** A complete, self-contained HTML page of the provider stand-in (Russian, with English lines). */
export function renderPage(page: PageContent): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${page.bodyHtml}
</main>
</body>
</html>
`;
}
