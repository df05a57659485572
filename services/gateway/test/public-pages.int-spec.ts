import type { CollectionSummaryDto, ListingDto, PreviewDto } from '@pitstop/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import request from 'supertest';
import { startGateway } from '../src/app.js';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createApprovedListing, createListing, fitmentOf } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { uploadObject } from '../../../test/support/uploads.js';

const PUBLIC_URL = 'https://pitstop.test';

/** A stand-in for web/dist shaped as Vite builds index.html. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pitstop-pages-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Download STL Files for 3D Printable Car Parts &amp; Mods</title>
    <meta
      name="description"
      content="The default description."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log("app")');
  return dir;
}

/** The page's head as a crawler reads it. */
function headOf(html: string) {
  const metas = new Map<string, string>();
  for (const [, , key, content] of html.matchAll(
    /<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g,
  ))
    metas.set(key!, content!);
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return {
    titles: [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => m[1]),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    metas,
    jsonLd,
    root: /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '',
  };
}

describe('public pages: head, 404s, robots.txt and the sitemap', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let listing: ListingDto;
  const webDist = fakeWebBuild();
  const http = () => request(stack.url);

  beforeAll(async () => {
    // A database of its own: a vehicle page lists its first 20 parts, which other tests' parts
    // on the shared database would push this test's off.
    stack = await startStackWithAdmin({
      privateDatabase: true,
      adminLabel: 'pages',
      gateway: { WEB_DIST_DIR: webDist, PUBLIC_URL },
    });
    seller = await registerUser(stack.url, { displayName: 'Torque Tess' });
    listing = await createApprovedListing(stack.url, seller, stack.admin, {
      title: 'Golf Mk7 Vent Phone Mount',
      shortDescription: 'A clip-on phone mount for the centre vent.',
      longDescriptionMd: 'Prints in **PETG** without supports.',
      priceCents: 499,
      isFree: false,
      isDraft: false,
      visibility: 'public',
    });
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a model page with its title, price, description and Product JSON-LD', async () => {
    const res = await http()
      .get(`/models/${listing.slug}`)
      .expect(200)
      .expect('content-type', /text\/html/);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    const head = headOf(res.text);
    expect(head.titles).toEqual(['Golf Mk7 Vent Phone Mount | Pitstop Prints']);
    expect(head.metas.get('description')).toBe('A clip-on phone mount for the centre vent.');
    expect(head.canonical).toBe(`${PUBLIC_URL}/models/${listing.slug}`);
    expect(head.metas.get('og:type')).toBe('product');
    expect(head.metas.get('og:title')).toBe('Golf Mk7 Vent Phone Mount | Pitstop Prints');
    expect(head.metas.get('og:url')).toBe(`${PUBLIC_URL}/models/${listing.slug}`);
    expect(head.metas.get('twitter:title')).toBe('Golf Mk7 Vent Phone Mount | Pitstop Prints');
    const product = head.jsonLd.find((doc) => doc['@type'] === 'Product')!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Golf Mk7 Vent Phone Mount',
      description: 'A clip-on phone mount for the centre vent.',
      url: `${PUBLIC_URL}/models/${listing.slug}`,
      offers: {
        '@type': 'Offer',
        price: '4.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    // Not rated yet: no aggregateRating.
    expect(product.aggregateRating).toBeUndefined();
    expect(head.jsonLd.some((doc) => doc['@type'] === 'BreadcrumbList')).toBe(true);
    // The content a crawler or curl sees inside #root.
    expect(head.root).toContain('<h1>Golf Mk7 Vent Phone Mount</h1>');
    expect(head.root).toContain('$4.99');
    expect(head.root).toContain('Torque Tess');
    expect(head.root).toContain('<strong>PETG</strong>');
    // Asked again with its entity tag: 304.
    await http().get(`/models/${listing.slug}`).set('If-None-Match', res.headers.etag!).expect(304);
  });

  it("shows a listing's change in its page at once, and the unchanged page as kept bytes", async () => {
    const changing = await createApprovedListing(stack.url, seller, stack.admin, {
      title: 'Golf Mk7 Door Pocket Liner',
      priceCents: 499,
      isFree: false,
      isDraft: false,
      visibility: 'public',
    });
    const path = `/models/${changing.slug}`;
    const first = await http().get(path).expect(200);
    const again = await http().get(path).expect(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    await http()
      .put(`/api/models3d/${changing.id}`)
      .set('Cookie', seller.cookie)
      .send({ priceCents: 599 })
      .expect(200);
    const repriced = await eventually(
      async () => await http().get(path),
      (res) => res.text.includes('$5.99'),
      10_000,
    );
    expect(headOf(repriced.text).root).toContain('$5.99');
    expect(repriced.headers.etag).not.toBe(first.headers.etag);
    await http().get(path).set('If-None-Match', first.headers.etag!).expect(200);
    await http().get(path).set('If-None-Match', repriced.headers.etag!).expect(304);
  });

  it('escapes a hostile title in the head, the JSON-LD and the content', async () => {
    const title = `Evil </script><script>alert(1)</script> "quoted" 'mount' & co`;
    const hostile = await createApprovedListing(stack.url, seller, stack.admin, {
      title,
      shortDescription: `"><img src=x onerror=alert(1)>`,
      isDraft: false,
      visibility: 'public',
    });
    const res = await http().get(`/models/${hostile.slug}`).expect(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).not.toContain('<img src=x');
    const head = headOf(res.text);
    expect(head.titles).toEqual([
      'Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &#39;mount&#39; &amp; co | Pitstop Prints',
    ]);
    // The JSON-LD still parses to the very title.
    expect(head.jsonLd.find((doc) => doc['@type'] === 'Product')!.name).toBe(title);
    // Exactly the app's script and the two JSON-LD blocks: nothing the title opened.
    expect(res.text.match(/<script/g)).toHaveLength(3);
  });

  it('gives the home page Organization and WebSite with a SearchAction', async () => {
    const res = await http().get('/').expect(200);
    const head = headOf(res.text);
    expect(head.titles).toEqual(['Download STL Files for 3D Printable Car Parts &amp; Mods']);
    expect(head.canonical).toBe(`${PUBLIC_URL}/`);
    expect(head.jsonLd.find((doc) => doc['@type'] === 'Organization')).toMatchObject({
      name: 'Pitstop Prints',
      url: `${PUBLIC_URL}/`,
    });
    expect(head.jsonLd.find((doc) => doc['@type'] === 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${PUBLIC_URL}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    const search = headOf((await http().get('/search?q=vent').expect(200)).text);
    expect(search.titles).toEqual(['Search 3D Printable Car Parts | Pitstop Prints']);
    expect(search.canonical).toBe(`${PUBLIC_URL}/search?q=vent`);
    const terms = headOf((await http().get('/terms').expect(200)).text);
    expect(terms.titles).toEqual(['Terms of Service | Pitstop Prints']);
  });

  it('gives creator and collection pages their own link-preview tags', async () => {
    const creator = headOf((await http().get(`/creators/${seller.user.id}`).expect(200)).text);
    expect(creator.titles).toEqual(['Torque Tess | Pitstop Prints']);
    expect(creator.metas.get('og:title')).toBe('Torque Tess | Pitstop Prints');
    expect(creator.metas.get('og:type')).toBe('profile');
    expect(creator.metas.get('og:description')).toMatch(/^3D-printable car parts by Torque Tess: /);
    expect(creator.metas.get('twitter:card')).toBe('summary');

    const created = await http()
      .post('/api/collections')
      .set('Cookie', seller.cookie)
      .send({ name: 'Mk7 cabin', isPublic: true })
      .expect(201);
    const collection = created.body as CollectionSummaryDto;
    await http()
      .post(`/api/collections/${collection.id}/items`)
      .set('Cookie', seller.cookie)
      .send({ modelId: listing.id })
      .expect((res) => expect(res.status).toBeLessThan(300));
    const page = headOf((await http().get(`/collections/${collection.id}`).expect(200)).text);
    expect(page.titles).toEqual(['Mk7 cabin | Pitstop Prints']);
    expect(page.metas.get('og:title')).toBe('Mk7 cabin | Pitstop Prints');
    expect(page.metas.get('og:description')).toBe(
      'Mk7 cabin: 1 3D-printable car part collected by Torque Tess.',
    );
    expect(page.metas.get('og:url')).toBe(`${PUBLIC_URL}/collections/${collection.id}`);
  });

  it("takes a collection made private off every gateway's kept page and answer at once", async () => {
    // A second gateway beside the stack's: what one changes, the other has kept.
    const other = await startGateway(stack.gateway.config, pino({ level: 'silent' }), { port: 0 });
    try {
      const created = await http()
        .post('/api/collections')
        .set('Cookie', seller.cookie)
        .send({ name: 'Soon private', isPublic: true })
        .expect(201);
      const { id } = created.body as CollectionSummaryDto;
      const reads = [`/collections/${id}`, `/api/collections/${id}`];
      // Kept by the other gateway: asked twice there.
      for (const path of [...reads, ...reads]) await request(other.url).get(path).expect(200);

      await http()
        .patch(`/api/collections/${id}`)
        .set('Cookie', seller.cookie)
        .send({ isPublic: false })
        .expect(200);
      // Past the shared counter's trust window (250 ms), well within the 5 s such answers
      // used to be kept.
      await new Promise((resolve) => setTimeout(resolve, 600));
      for (const path of reads) await request(other.url).get(path).expect(404);
    } finally {
      await other.close();
    }
  });

  it("serves a vehicle's page with its parts, the universal ones, and its own head", async () => {
    const fitted = await createApprovedListing(stack.url, seller, stack.admin, {
      title: 'Mk7 Cupholder Insert',
      isDraft: false,
      visibility: 'public',
      isUniversalFit: false,
      vehicleFitment: await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7'),
    });
    const mk6 = await createApprovedListing(stack.url, seller, stack.admin, {
      title: 'Mk6 Gauge Pod',
      isDraft: false,
      visibility: 'public',
      isUniversalFit: false,
      vehicleFitment: await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk6'),
    });
    // The page is kept per index generation: it lists the new part once the index has it.
    const res = await eventually(
      async () => await http().get('/parts/volkswagen/golf/mk7'),
      (r) => r.text.includes(fitted.title),
      30_000,
    );
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    const head = headOf(res.text);
    const title = 'Parts for the Volkswagen Golf Mk7 (2013–2020) | Pitstop Prints';
    expect(head.titles).toEqual([title]);
    expect(head.canonical).toBe(`${PUBLIC_URL}/parts/volkswagen/golf/mk7`);
    expect(head.metas.get('og:title')).toBe(title);
    expect(head.metas.get('og:url')).toBe(`${PUBLIC_URL}/parts/volkswagen/golf/mk7`);
    expect(head.metas.get('twitter:title')).toBe(title);
    expect(head.metas.get('description')).toMatch(
      /^\d+ 3D-printable parts? for the Volkswagen Golf Mk7 \(2013–2020\), universal-fit parts included/,
    );
    expect(head.jsonLd.find((doc) => doc['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
        { position: 2, name: 'Volkswagen Golf', item: `${PUBLIC_URL}/parts/volkswagen/golf` },
        {
          position: 3,
          name: 'Volkswagen Golf Mk7 (2013–2020)',
          item: `${PUBLIC_URL}/parts/volkswagen/golf/mk7`,
        },
      ],
    });
    expect(head.root).toContain('<h1>Parts for the Volkswagen Golf Mk7 (2013–2020)</h1>');
    expect(head.root).toContain(`<a href="/models/${fitted.slug}">Mk7 Cupholder Insert</a>`);
    // The universal part fits every car; the Mk6's part is not the Mk7's.
    expect(head.root).toContain(`/models/${listing.slug}`);
    expect(head.root).not.toContain(mk6.title);
    await http()
      .get('/parts/volkswagen/golf/mk7')
      .set('If-None-Match', res.headers.etag!)
      .expect(304);

    // The model's page lists every generation's parts; a slug in capitals is the same page.
    const golf = await eventually(
      async () => await http().get('/parts/Volkswagen/golf'),
      (r) => r.text.includes(mk6.title) && r.text.includes(fitted.title),
      30_000,
    );
    expect(headOf(golf.text).titles).toEqual(['Parts for the Volkswagen Golf | Pitstop Prints']);
    expect(headOf(golf.text).canonical).toBe(`${PUBLIC_URL}/parts/volkswagen/golf`);

    for (const path of [
      '/parts/volkswagen/no-such-model',
      '/parts/no-such-make/golf',
      '/parts/volkswagen/golf/mk99',
      '/parts/volkswagen',
    ]) {
      const miss = await http().get(path);
      expect({ path, status: miss.status }).toEqual({ path, status: 404 });
      expect(miss.text).toContain('<meta name="robots" content="noindex" />');
    }

    // The vehicles' shard names both pages once the sitemap is built again.
    const shard = await eventually(
      async () => {
        await http().get('/sitemap.xml').expect(200);
        return (await http().get('/sitemaps/vehicles-1.xml')).text;
      },
      (text) => text.includes('/parts/volkswagen/golf/mk7<'),
      30_000,
    );
    expect(shard).toContain(`<loc>${PUBLIC_URL}/parts/volkswagen/golf</loc>`);
    expect(shard).toContain(`<loc>${PUBLIC_URL}/parts/volkswagen/golf/mk6</loc>`);
    expect(shard).not.toContain('/parts/volkswagen/golf/mk5<');
  }, 90_000);

  it('answers 404, with the app, for an unknown route, slug, creator or collection', async () => {
    for (const path of [
      '/no/such/page',
      '/models/no-such-slug-anywhere',
      '/creators/00000000-0000-4000-8000-000000000000',
      '/creators/not-an-id',
      '/collections/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await http().get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.text).toContain('/assets/index-abc.js');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
    }
    // A pending listing is not there for everyone.
    const pending = await createListing(stack.url, seller, {
      isDraft: false,
      visibility: 'public',
    });
    await http().get(`/models/${pending.slug}`).expect(404);
    // The API's misses stay JSON.
    await http().get('/api/nothing-here').expect(404).expect('content-type', /json/);
  });

  it('serves robots.txt naming the sitemap and keeping private areas out', async () => {
    const res = await http()
      .get('/robots.txt')
      .expect(200)
      .expect('content-type', /^text\/plain/);
    for (const line of [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /profile',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    ])
      expect(res.text.split('\n')).toContain(line);
  });

  it('lists approved listings in a sitemap shard with lastmod, and a new one after its event', async () => {
    const pending = await createListing(stack.url, seller, {
      isDraft: false,
      visibility: 'public',
    });
    const index = await http().get('/sitemap.xml').expect(200).expect('content-type', /xml/);
    expect(index.text).toContain('<sitemapindex');
    const shards = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(shards).toContain(`${PUBLIC_URL}/sitemaps/listings-1.xml`);
    const shard = await http()
      .get('/sitemaps/listings-1.xml')
      .expect(200)
      .expect('content-type', /xml/);
    expect(shard.text).toContain(
      `<url><loc>${PUBLIC_URL}/models/${listing.slug}</loc><lastmod>${new Date(listing.updatedAt).toISOString()}</lastmod></url>`,
    );
    expect(shard.text).not.toContain(`/models/${pending.slug}<`);
    const creators = await http().get('/sitemaps/creators-1.xml').expect(200);
    expect(creators.text).toContain(`${PUBLIC_URL}/creators/${seller.user.id}`);
    await http().get('/sitemaps/listings-999.xml').expect(404);

    // Approved: the catalog's event moves the index's generation, and the sitemap follows.
    await http()
      .patch(`/api/admin/models/${pending.id}/approve`)
      .set('Cookie', stack.admin.cookie)
      .send({ approved: true })
      .expect(200);
    const listed = await eventually(
      async () => {
        await http().get('/sitemap.xml').expect(200);
        return (await http().get('/sitemaps/listings-1.xml').expect(200)).text;
      },
      (text) => text.includes(`/models/${pending.slug}<`),
      30_000,
    );
    expect(listed).toContain(`${PUBLIC_URL}/models/${pending.slug}</loc>`);
  }, 60_000);

  it("names the first image's 1200×630 link preview in og:image, which answers", async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c03030' },
    })
      .png()
      .toBuffer();
    const image = await uploadObject(stack.url, seller, png, {
      filename: 'cup-holder.png',
      contentType: 'image/png',
      purpose: 'image',
    });
    const shown = await createApprovedListing(stack.url, seller, stack.admin, {
      title: 'Golf Mk7 Cup Holder Insert',
      imageUrls: [image.storageUrl],
      isDraft: false,
      visibility: 'public',
    });
    const preview = await eventually(
      async () => (await http().get(`/api/models3d/${shown.id}/previews`)).body[0] as PreviewDto,
      (p) => Boolean(p?.variants?.social),
      30_000,
    );
    const social = preview.variants!.social!;

    const head = headOf((await http().get(`/models/${shown.slug}`).expect(200)).text);
    expect(head.metas.get('og:image')).toBe(`${PUBLIC_URL}${social}`);
    expect(head.metas.get('twitter:image')).toBe(`${PUBLIC_URL}${social}`);
    expect(head.metas.get('og:image:width')).toBe('1200');
    expect(head.metas.get('og:image:height')).toBe('630');
    expect(head.metas.get('twitter:card')).toBe('summary_large_image');

    // The address answers (through its signed redirect) with a 1200×630 JPEG.
    const redirect = await http().get(social).expect(302);
    const served = await fetch(redirect.headers.location!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const { width, height, format } = await sharp(
      Buffer.from(await served.arrayBuffer()),
    ).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  }, 60_000);
});
