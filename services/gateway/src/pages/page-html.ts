/**
 * The served page's head and its content, as text: the one place that writes page HTML on the
 * server (docs/architecture.md, Public pages). The content is the web app's server rendering
 * when there is one, else static markup. Everything from the catalog is escaped here.
 */
import { SERVER_DATA_ELEMENT_ID, type RenderedPage } from '@pitstop/contracts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Open Graph type: 'website', 'product', 'profile'. */
  ogType: string;
  /** Absolute; the card is a large-image card when there is one. */
  image?: string;
  imageAlt?: string;
  /** The image's size when it is known (a link preview made for it: 1200×630). */
  imageSize?: { width: number; height: number };
  /** JSON-LD documents, each written as its own script element. */
  jsonLd?: object[];
  /** Pages a search engine should not keep (a 404, a signed-in page). */
  noindex?: boolean;
}

export interface ServedPage {
  status: 200 | 404;
  head: PageHead;
  /** Static markup for inside #root, replaced by the app's first render; '' for none. */
  body: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON inside a script element: `<` written as \u003c so no `</script>` or `<!--` in a title
 * ends the element, and U+2028/U+2029 escaped as JSON allows.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** Everything the head says about the page, after the document's charset and viewport. */
export function headTags(head: PageHead, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    head.image ? meta('property', 'og:image', head.image) : '',
    head.image && head.imageSize
      ? meta('property', 'og:image:width', String(head.imageSize.width))
      : '',
    head.image && head.imageSize
      ? meta('property', 'og:image:height', String(head.imageSize.height))
      : '',
    head.image && head.imageAlt ? meta('property', 'og:image:alt', head.imageAlt) : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image) : '',
    ...(head.jsonLd ?? []).map(
      (doc) => `<script type="application/ld+json">${jsonForScript(doc)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The built index.html cut once where a page's own parts go: its title and description are
 * replaced, the rest of the head tags added before </head>, the content put inside #root.
 */
export class PageTemplate {
  private readonly parts: [string, string, string];
  /** Where in the head the app's first stylesheet or script is: rendered styles go before it. */
  private readonly firstAsset: number;

  constructor(
    indexHtml: string,
    private readonly siteName: string,
  ) {
    const head = indexHtml
      .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
    const root = head.indexOf('<div id="root"></div>');
    if (root < 0) throw new Error('index.html has no <div id="root"></div>');
    // A document without a head element of its own (allowed in HTML) gets the tags before #root.
    const closing = head.search(/<\/head>/i);
    const headEnd = closing >= 0 && closing < root ? closing : root;
    const rootOpen = root + '<div id="root">'.length;
    this.parts = [head.slice(0, headEnd), head.slice(headEnd, rootOpen), head.slice(rootOpen)];
    const asset = this.parts[0].search(/<(link rel="stylesheet"|script)\b/i);
    this.firstAsset = asset >= 0 ? asset : headEnd;
  }

  /**
   * With `rendered`, the app's server rendering replaces the static content: its markup in
   * #root, its styles and assets in the head, and the data it was rendered with for the
   * browser's store to hydrate with (JSON, which a CSP without inline scripts allows).
   */
  render(page: ServedPage, rendered?: RenderedPage | null): string {
    const [beforeHeadEnd, toRoot, rest] = this.parts;
    const head = headTags(page.head, this.siteName);
    if (!rendered) return `${beforeHeadEnd}  ${head}\n  ${toRoot}${page.body}${rest}`;
    const data = `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${jsonForScript(rendered.data)}</script>`;
    const [beforeAssets, assets] = [
      beforeHeadEnd.slice(0, this.firstAsset),
      beforeHeadEnd.slice(this.firstAsset),
    ];
    return `${beforeAssets}${rendered.styles}\n    ${assets}  ${head}\n    ${rendered.assets}\n    ${data}\n  ${toRoot}${rendered.body}${rest}`;
  }
}
