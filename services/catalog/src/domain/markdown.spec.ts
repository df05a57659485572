import { ListingMessages } from '@pitstop/contracts';
import {
  SITE_REQUEST_CORPUS,
  XSS_CORPUS,
  executableParts,
  siteRequests,
} from '../../../../test/support/html-safety.js';
import { renderMarkdown } from './markdown.js';

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

  it('keeps images from http(s) and from the demo previews and media on this site', () => {
    expect(renderMarkdown('![knob](https://cdn.example/knob.png)')).toContain(
      '<img src="https://cdn.example/knob.png" alt="knob" />',
    );
    expect(renderMarkdown('![knob](/demo/previews/knob-1.png)')).toContain(
      '<img src="/demo/previews/knob-1.png" alt="knob" />',
    );
    expect(renderMarkdown('<img src="/media/listings/k.png" alt="k">')).toBe(
      '<img src="/media/listings/k.png" alt="k" />',
    );
  });

  it('drops images from anywhere else on this site, such as the API', () => {
    expect(renderMarkdown('Bye ![x](/api/logout) now')).toBe('<p>Bye  now</p>');
    expect(renderMarkdown('<img src="/api/logout">')).toBe('');
    expect(renderMarkdown('<img src="/media/../api/logout">')).toBe('');
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

  it.each(XSS_CORPUS.map((payload, i) => [i, payload] as const))(
    'renders XSS payload %i with nothing executable: %s',
    (_i, input) => {
      expect(executableParts(renderMarkdown(input))).toEqual([]);
    },
  );

  it.each(SITE_REQUEST_CORPUS.map((payload, i) => [i, payload] as const))(
    'renders payload %i with no request to this site: %s',
    (_i, input) => {
      const html = renderMarkdown(input);
      expect(siteRequests(html)).toEqual([]);
      expect(executableParts(html)).toEqual([]);
    },
  );

  it('keeps text typed inside code blocks as visible text', () => {
    expect(renderMarkdown('`<script>alert(1)</script>`')).toBe(
      '<p><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></p>',
    );
  });
});
