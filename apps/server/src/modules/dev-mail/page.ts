import { escapeHtml } from '../../lib/html.ts';
import type { OutboxMail } from './repository.ts';

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The links of a mail: absolute URLs in its text and every href of its HTML (relative ones stay relative). */
export function linksOf(mail: Pick<OutboxMail, 'text' | 'html'>): string[] {
  const links = new Set<string>();
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) links.add(match[0]);
  for (const match of mail.html.matchAll(/href\s*=\s*"([^"]*)"/gi)) {
    const href = decodeEntities(match[1] ?? '').trim();
    if (href && !/^(javascript|data):/i.test(href)) links.add(href);
  }
  return [...links];
}

/** Splits plain text into escaped text and clickable links. */
function linkify(text: string) {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"')]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The outbox as one plain page, newest first. */
export function renderOutboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map((mail) => {
      const links = linksOf(mail)
        .map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`)
        .join('');
      return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time>${mail.error ? ` · <span class="error">SMTP error: ${escapeHtml(mail.error)}</span>` : ''}</p>
${links ? `<ul class="links">${links}</ul>` : ''}
<details><summary>Text</summary><pre>${linkify(mail.text)}</pre></details>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Dev mail (${mails.length})</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 900px; margin: 2rem auto; padding: 0 1rem; color: #111; }
article { border-bottom: 1px solid #ddd; padding: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
.meta { color: #555; margin: 0 0 .5rem; font-size: .9rem; }
.links a { word-break: break-all; }
.error { color: #b00020; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: .75rem; }
</style></head>
<body><h1>Dev mail</h1><p>Every e-mail Orbit sent, newest first (dev tools only). Reload to refresh.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
