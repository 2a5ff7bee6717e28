import { escapeHtml } from '../../lib/html.ts';
import type { Mail } from './mailer.ts';

/** A short mail with one call to action: paragraphs, a button to the link, and a closing line. */
export function linkMail(mail: {
  to: string;
  subject: string;
  lines: string[];
  action: string;
  link: string;
  after: string;
}): Mail {
  const { to, subject, lines, action, link, after } = mail;
  const text = [...lines, '', `${action}: ${link}`, '', after].join('\n');
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #111;">
${paragraphs}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #4f46e5; color: #fff; border-radius: 6px; text-decoration: none;">${escapeHtml(action)}</a></p>
<p style="font-size: 13px; color: #555;">${escapeHtml(after)}<br>${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject, text, html };
}
