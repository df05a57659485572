// `npm start -- --check`: once everything is up, asks the marketplace what a newcomer's first
// minute asks of it (the home page, the makes, a model page, a search, a free file downloaded
// by a signed-in buyer). Only Node built-ins: it runs from npm start before anything else.

/**
 * The probes, in order. Each gets the base URL and the demo buyer's credentials, may resolve
 * with a detail worth printing, and throws an Error saying what it expected when the answer is
 * wrong.
 */
export const START_CHECKS = [
  {
    name: 'GET / (the web app)',
    async run(base) {
      const page = await expectOk(base, '/', 'text/html');
      if (!(await page.text()).includes('id="root"'))
        throw new Error('the page holds no #root for the web app');
    },
  },
  {
    name: 'GET /api/makes',
    async run(base) {
      const makes = await (await expectOk(base, '/api/makes', 'application/json')).json();
      if (!Array.isArray(makes) || makes.length === 0) throw new Error('no makes in the taxonomy');
    },
  },
  {
    name: 'a model page (/models/{slug} and its listing)',
    async run(base) {
      const [listing] = await (
        await expectOk(base, '/api/models3d?limit=1', 'application/json')
      ).json();
      if (!listing) throw new Error('the catalog lists no approved listing');
      await expectOk(base, `/models/${listing.slug}`, 'text/html');
      const byId = await (
        await expectOk(base, `/api/models3d/${listing.id}`, 'application/json')
      ).json();
      if (byId.slug !== listing.slug) throw new Error(`the listing answered slug ${byId.slug}`);
      return listing.slug;
    },
  },
  {
    name: 'a search (/api/search?q=shift knob)',
    async run(base) {
      const answer = await (
        await expectOk(base, '/api/search?q=shift%20knob', 'application/json')
      ).json();
      if (!(answer.total > 0)) throw new Error('the search found nothing for "shift knob"');
    },
  },
  {
    name: 'a free demo file downloaded by a signed-in buyer',
    async run(base, { buyer }) {
      const [listing] = await (
        await expectOk(base, '/api/models3d?isFree=true&limit=1', 'application/json')
      ).json();
      if (!listing) throw new Error('the catalog lists no free listing');
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify(buyer),
      });
      if (!login.ok) throw new Error(`signing in as ${buyer.email} answered ${login.status}`);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const files = await (
        await expectOk(base, `/api/models3d/${listing.id}/files`, 'application/json', { cookie })
      ).json();
      const file = files[0];
      if (!file) throw new Error(`the free listing ${listing.slug} has no file`);
      const redirect = await fetch(`${base}/api/models3d/${listing.id}/files/${file.id}/download`, {
        headers: { cookie },
        redirect: 'manual',
      });
      const location = redirect.headers.get('location');
      if (redirect.status !== 302 || !location)
        throw new Error(`the download answered ${redirect.status}, not a redirect`);
      const bytes = await fetch(new URL(location, base));
      const body = new Uint8Array(await bytes.arrayBuffer());
      if (!bytes.ok || body.length === 0)
        throw new Error(`the signed file address answered ${bytes.status} (${body.length} bytes)`);
      return `${file.filename}, ${body.length} bytes`;
    },
  },
];

/**
 * Runs the probes; resolves with null when all passed, else with the failing probe's name and
 * message. `log` gets one line per probe.
 */
export async function runStartChecks(base, context, log) {
  for (const check of START_CHECKS) {
    try {
      const detail = await check.run(base, context);
      log(`✔ ${check.name}${detail ? ` (${detail})` : ''}`);
    } catch (err) {
      return { name: check.name, message: err.message };
    }
  }
  return null;
}

async function expectOk(base, path, type, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    headers,
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  const got = response.headers.get('content-type') ?? '';
  if (!got.startsWith(type)) throw new Error(`${path} answered ${got}, not ${type}`);
  return response;
}
