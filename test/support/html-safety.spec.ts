import { executableParts, linksIn, siteRequests } from './html-safety.js';

/** The XSS check must itself catch what a browser would run, or the listings tests prove nothing. */
describe('executableParts', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<p ONMOUSEOVER="alert(1)">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href=" JAVASCRIPT:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg><g/></svg>',
    '<form action="/x"><button>go</button></form>',
    '<div style="background:url(javascript:alert(1))">x</div>',
  ])('flags %s', (html) => {
    expect(executableParts(html)).not.toEqual([]);
  });

  it.each([
    '<p>Hello <strong>world</strong></p>',
    '<p>&lt;script&gt;alert(1)&lt;/script&gt; as text</p>',
    '<p>onerror=alert(1) and javascript:alert(1) as text</p>',
    '<a href="https://example.com" rel="nofollow noopener">ok</a>',
    '<img src="/demo/previews/knob-1.png" alt="knob">',
    '<pre><code>&lt;iframe&gt;</code></pre>',
  ])('passes %s', (html) => {
    expect(executableParts(html)).toEqual([]);
  });

  it('lists links with their rel', () => {
    expect(linksIn('<p><a href="https://a.example" rel="nofollow">a</a> <a>b</a></p>')).toEqual([
      { href: 'https://a.example', rel: 'nofollow' },
    ]);
  });
});

/** Likewise for requests a page would make to this site just by showing user content. */
describe('siteRequests', () => {
  it.each([
    '<img src="/api/logout">',
    '<img src="api/logout">',
    '<img src="/media/../api/logout">',
    '<img src="/demo/%2e%2e/api/logout">',
    '<img src="//evil.example/x.gif">',
    '<img src="https://pitstop.test/api/logout">',
    '<img srcset="/media/a.png 1x, /api/logout 2x">',
    '<video poster="/api/x"></video>',
    '<img src="data:image/png;base64,AA">',
  ])('flags %s', (html) => {
    expect(siteRequests(html)).not.toEqual([]);
  });

  it.each([
    '<img src="/demo/previews/knob-1.png" alt="knob">',
    '<img src="/media/listings/a.png">',
    '<img src="https://cdn.example/a.png">',
    '<a href="/api/logout">a link is only followed when clicked</a>',
    '<p>/api/logout as text</p>',
  ])('passes %s', (html) => {
    expect(siteRequests(html)).toEqual([]);
  });
});
