import { escapeHtml, headTags, jsonForScript, PageTemplate } from './page-html.js';

const hostile = `</script><script>alert("x")</script> & 'quotes' \u2028`;

describe('page HTML', () => {
  it('escapes text for elements and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('writes JSON that no title can close its script element with, and that parses back', () => {
    const json = jsonForScript({ name: hostile });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });

  it('puts the head and the content into index.html, once each', () => {
    const template = new PageTemplate(
      '<html><head><meta charset="UTF-8" /><title>Old</title><meta name="description" content="old" /></head><body><div id="root"></div></body></html>',
      'Pitstop Prints',
    );
    const html = template.render({
      status: 200,
      head: {
        title: hostile,
        description: hostile,
        canonical: 'https://pitstop.test/models/x',
        ogType: 'product',
        jsonLd: [{ name: hostile }],
      },
      body: '<h1>x</h1>',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Old');
    expect(html).not.toContain('content="old"');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><h1>x</h1></div>');
    expect(html.indexOf('</head>')).toBeGreaterThan(html.indexOf('og:type'));
  });

  it('makes a large-image card only with an image', () => {
    const head = {
      title: 't',
      description: 'd',
      canonical: 'https://pitstop.test/',
      ogType: 'website',
    };
    expect(headTags(head, 'P')).toContain('content="summary"');
    expect(headTags({ ...head, image: 'https://pitstop.test/i.webp' }, 'P')).toContain(
      'content="summary_large_image"',
    );
  });
});
