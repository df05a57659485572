import { ListingMessages } from '@pitstop/contracts';
import { renderMarkdown } from './markdown.js';

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'style',
  'svg',
  'math',
  'meta',
  'base',
  'link',
]);

/**
 * Anything in the output that could run script, load a frame or leave the allowed URL schemes.
 * Only real tags count: escaped text such as '&lt;script&gt;' is harmless and shown as typed.
 */
function executableParts(html: string): string[] {
  const found: string[] = [];
  for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (FORBIDDEN_ELEMENTS.has(name!.toLowerCase())) found.push(`<${name}>`);
    for (const [, attribute, double, single, bare] of attributes!.matchAll(
      /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      const attr = attribute!.toLowerCase();
      const value = double ?? single ?? bare ?? '';
      if (attr.startsWith('on') || attr === 'style' || attr === 'srcdoc') found.push(attr);
      if (
        (attr === 'href' || attr === 'src') &&
        !/^(https?:\/\/|mailto:|\/(?!\/)|#|[\w.-]+(\/|$))/i.test(value)
      )
        found.push(`${attr}="${value}"`);
    }
  }
  return found;
}

describe('renderMarkdown', () => {
  it('renders everyday Markdown: headings, lists, emphasis, links, code and tables', () => {
    const html = renderMarkdown(
      [
        '## Fits the Mk7',
        '',
        'Print in **PETG** at *20%* infill, then `M3` screws.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '[Install guide](https://example.com/guide)',
        '',
        '```',
        'G28 ; home',
        '```',
        '',
        '| Part | Qty |',
        '| --- | --- |',
        '| Clip | 4 |',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Fits the Mk7</h2>');
    expect(html).toContain('<strong>PETG</strong>');
    expect(html).toContain('<em>20%</em>');
    expect(html).toContain('<code>M3</code>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toContain('<ol>');
    expect(html).toContain('<pre><code>G28 ; home');
    expect(html).toContain('<td>Clip</td>');
    expect(html).toContain(
      '<a href="https://example.com/guide" rel="nofollow noopener" target="_blank">Install guide</a>',
    );
  });

  it('gives every link rel="nofollow noopener", whatever the author set', () => {
    const html = renderMarkdown('<a href="https://x.example" rel="opener" target="_self">x</a>');
    expect(html).toBe(
      '<p><a href="https://x.example" rel="nofollow noopener" target="_blank">x</a></p>',
    );
  });

  it('keeps images from http(s) and from this site', () => {
    expect(renderMarkdown('![knob](https://cdn.example/knob.png)')).toContain(
      '<img src="https://cdn.example/knob.png" alt="knob" />',
    );
    expect(renderMarkdown('![knob](/demo/previews/knob-1.png)')).toContain(
      '<img src="/demo/previews/knob-1.png" alt="knob" />',
    );
  });

  it('shows characters that look like HTML as text', () => {
    expect(renderMarkdown('1 < 2 & 3 > 2')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });

  it('refuses text nested too deeply to parse with a 400, not a crash', () => {
    for (const text of ['>'.repeat(5000) + ' x', '- '.repeat(5000) + 'x'])
      expect(() => renderMarkdown(text)).toThrow(
        expect.objectContaining({ code: 'BAD_REQUEST', message: ListingMessages.markdownTooDeep }),
      );
  });

  it('returns an empty string for no text', () => {
    expect(renderMarkdown(null)).toBe('');
    expect(renderMarkdown('   \n ')).toBe('');
  });

  const corpus: [string, string][] = [
    ['a script tag', '<script>alert(1)</script>'],
    ['a script tag in upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
    ['a split script tag', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['an image with onerror in Markdown text', '![x](https://x.example/a.png" onerror="alert(1))'],
    ['a javascript: link', '<a href="javascript:alert(1)">click</a>'],
    ['a javascript: link with a tab entity', '<a href="jav&#x09;ascript:alert(1)">click</a>'],
    ['a javascript: link with a newline entity', '<a href="jav&#x0A;ascript:alert(1)">click</a>'],
    [
      'a javascript: link in decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    ],
    ['a javascript: link with mixed case and spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ['a Markdown javascript: link', '[x](javascript:alert(1))'],
    ['a Markdown javascript: link with entities', '[x](jav&#x09;ascript:alert(1))'],
    ['a Markdown reference javascript: link', '[x][1]\n\n[1]: javascript:alert(1)'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a protocol-relative image', '<img src="//evil.example/track.gif">'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['an object', '<object data="https://evil.example/x.swf"></object>'],
    ['an embed', '<embed src="https://evil.example/x.swf">'],
    ['a form', '<form action="https://evil.example"><input name=p><button>Go</button></form>'],
    ['an svg with onload', '<svg onload=alert(1)><circle r=1 /></svg>'],
    ['an svg with a script', '<svg><script>alert(1)</script></svg>'],
    ['a math element with a link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
    ['a style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['an IE expression', '<div style="width: expression(alert(1))">x</div>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['a base tag', '<base href="javascript:alert(1)//">'],
    ['a body onload', '<body onload=alert(1)>'],
    ['a details ontoggle', '<details open ontoggle=alert(1)>x</details>'],
    ['an unterminated tag', '<img src=x onerror=alert(1)'],
    ['an unterminated attribute', '<a href="javascript:alert(1)>x'],
    ['nested tags', '<b><i><a href="javascript:alert(1)"><img src=x onerror=alert(1)></a></i></b>'],
    ['an HTML comment hiding a script', '<!--<script>alert(1)</script>-->'],
    ['a script inside a code span', '`<script>alert(1)</script>`'],
    ['a link title breaking out', '[x](https://x.example "a\\" onmouseover=\\"alert(1))'],
    ['an onclick in a Markdown heading', '# Title <span onclick=alert(1)>x</span>'],
  ];

  it.each(corpus)('renders %s with nothing executable', (_name, input) => {
    expect(executableParts(renderMarkdown(input))).toEqual([]);
  });

  it('has a checker that spots executable HTML (so a pass means something)', () => {
    expect(
      executableParts(
        `<a href='javascript:x' onclick="y">a</a><img src=data:x><iframe></iframe><p style="x">`,
      ),
    ).toEqual(['href="javascript:x"', 'onclick', 'src="data:x"', '<iframe>', '<iframe>', 'style']);
    expect(executableParts('<a href="/x">a</a><img src="https://x.example/a.png">')).toEqual([]);
  });

  it('keeps text typed inside code blocks as visible text', () => {
    expect(renderMarkdown('`<script>alert(1)</script>`')).toBe(
      '<p><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></p>',
    );
  });
});
