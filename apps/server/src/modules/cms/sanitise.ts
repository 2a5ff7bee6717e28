import type sanitizeHtml from 'sanitize-html';

/**
 * What CMS HTML may hold once stored: text markup, lists, tables, headings, links and images. No
 * scripts, styles, forms, frames, event handlers or `style`/`id` attributes (an id could shadow the
 * page's own elements); links and images only to this site or over http(s), mail and phone.
 * The player site puts CMS HTML into pages as it is, so this is the one place that guards it.
 */
const OPTIONS: Omit<sanitizeHtml.IOptions, 'allowedTags'> = {
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'reversed'],
    time: ['datetime'],
    '*': ['class', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens another tab never hands that tab a handle on this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : withoutTarget(attribs),
    }),
  },
};

function withoutTarget(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { target: _target, ...rest } = attribs;
  return rest;
}

/**
 * CMS HTML as it may be stored and served (`cms_pages.content`, snippets). sanitize-html is loaded
 * at the first save, not at start: a node that serves pages only never holds it.
 */
export async function sanitiseCmsHtml(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'details', 'summary'],
  });
}
