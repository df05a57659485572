import { Marked } from 'marked';
import { BadRequestError } from '@pitstop/common';
import { ListingMessages, isAllowedImageUrl } from '@pitstop/contracts';
import sanitizeHtml from 'sanitize-html';

/** GitHub-flavoured Markdown; raw HTML in it goes through the same allow-list as the rest. */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * What user-authored HTML may contain: text formatting, lists, tables, code, links and images.
 * Everything else (scripts, styles, iframes, objects, forms, SVG, event handlers) is dropped,
 * and only these URL schemes survive; a relative URL is a path on this site. Images load by
 * themselves, with the reader's cookie: only those from http(s) or our /demo/ and /media/ paths
 * stay (an <img src="/api/logout"> would act for every reader).
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'del',
    's',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    // rel and target are set by transformTags below, whatever the author wrote.
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    code: ['class'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // '//evil.example/x' would leave the site while looking like a path.
  allowProtocolRelative: false,
  // Other disallowed tags (iframe, svg, form, …) are dropped but their text is kept, so an
  // unclosed one cannot swallow the rest of the description.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp'],
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageUrl(frame.attribs.src ?? ''),
  transformTags: {
    // User links lend the site no reputation and get no handle on this window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'nofollow noopener', target: '_blank' },
    }),
  },
};

/**
 * User-authored Markdown as HTML that is safe to insert into a page. Empty text gives ''.
 * BadRequestError when the text nests so deeply (thousands of '>' or list levels) that the
 * recursive parser runs out of stack: the author's input is at fault, not the server.
 */
export function renderMarkdown(text: string | null | undefined): string {
  if (!text?.trim()) return '';
  let html: string;
  try {
    html = markdown.parse(text, { async: false });
  } catch (error) {
    if (error instanceof RangeError) throw new BadRequestError(ListingMessages.markdownTooDeep);
    throw error;
  }
  return sanitizeHtml(html, ALLOWED).trim();
}
