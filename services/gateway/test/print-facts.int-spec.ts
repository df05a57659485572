import type { ModelFileDto, SlicerLinksDto } from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createApprovedListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { analysedFiles, cubeStl, uploadObject } from '../../../test/support/uploads.js';
import { cube, modelXml, threeMf } from '../../media/src/domain/mesh/mesh-fixtures.spec.js';
import { paidListing } from '../../orders/test/orders-harness.js';

/**
 * Print facts on the files' answers, and 'Open in slicer' links (docs/print-facts.md), through
 * the gateway with the real services and the media worker.
 */
describe('print facts and slicer links', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let stranger: SignedInUser;
  const http = () => request(stack.url);
  const as = (test: request.Test, who: SignedInUser | null) =>
    who ? test.set('Cookie', who.cookie) : test;

  beforeAll(async () => {
    stack = await startStackWithAdmin({ adminLabel: 'print-facts-admin' });
    [seller, stranger] = await Promise.all([
      registerUser(stack.url, { firstName: 'Maya' }),
      registerUser(stack.url, { firstName: 'Stranger' }),
    ]);
  }, 60_000);
  afterAll(() => stack?.close());

  async function freeListingOf(files: { bytes: Buffer; filename: string }[], infill = 20) {
    const uploaded = [];
    for (const file of files)
      uploaded.push(await uploadObject(stack.url, seller, file.bytes, { filename: file.filename }));
    return createApprovedListing(stack.url, seller, stack.admin, {
      isFree: true,
      infillHintPercent: infill,
      fileUrls: uploaded.map((file) => file.storageUrl),
    });
  }

  const slicerLinks = (file: ModelFileDto, who: SignedInUser | null) =>
    as(http().get(`/api/models3d/${file.listingId}/files/${file.id}/slicer-links`), who);

  it('a closed file carries grams, metres and a time range; an open one no figures', async () => {
    const listing = await freeListingOf(
      [
        { bytes: cubeStl(20), filename: 'block.stl' },
        { bytes: cubeStl(20, { withoutTop: true }), filename: 'open-box.stl' },
      ],
      20,
    );
    const [closed, open] = await analysedFiles(stack.url, listing.id);
    // 8 cm³, 24 cm²: 2.16 cm³ of shell, the rest at 20 %: 3.328 cm³; 4.1 g of PLA.
    expect(closed!.printFacts).toMatchObject({ closed: true, infillPercent: 20 });
    expect(closed!.printFacts!.filament[0]).toEqual({ material: 'PLA', grams: 4.1, metres: 1.38 });
    expect(closed!.printFacts!.filament.map((use) => use.material)).toEqual([
      'PLA',
      'PETG',
      'ASA',
      'ABS',
      'TPU',
      'PA-CF',
    ]);
    expect(closed!.printFacts!.printMinutes).toEqual({ min: 10, max: 19 });
    expect(open!.analysis!.watertight).toBe(false);
    expect(open!.printFacts).toEqual({
      closed: false,
      infillPercent: 20,
      filament: [],
      printMinutes: null,
    });
    // The listing's total: one open file leaves it without figures.
    const answer = await http().get(`/api/models3d/${listing.id}`).expect(200);
    expect(answer.body.printFacts).toMatchObject({ closed: false, filament: [] });
  });

  it('a slicer link ends in the file name and downloads the file without a session', async () => {
    const listing = await freeListingOf([{ bytes: cubeStl(), filename: 'vent clip.stl' }]);
    const [file] = await analysedFiles(stack.url, listing.id);
    const answer = (await slicerLinks(file!, stranger).expect(200)).body as SlicerLinksDto;
    const url = new URL(answer.fileUrl);
    expect(url.pathname.endsWith('/vent%20clip.stl')).toBe(true);
    expect(url.search).toBe('');
    expect(new Date(answer.expiresAt).getTime()).toBeGreaterThan(Date.now());
    // An STL: OrcaSlicer and Cura (Bambu Studio opens 3MF projects; PrusaSlicer is not set up).
    expect(answer.links).toEqual([
      {
        slicer: 'orcaslicer',
        name: 'OrcaSlicer',
        href: `orcaslicer://open?file=${encodeURIComponent(answer.fileUrl)}`,
      },
      {
        slicer: 'cura',
        name: 'Cura',
        href: `cura://open?file=${encodeURIComponent(answer.fileUrl)}`,
      },
    ]);
    const res = await http().get(url.pathname).expect(302);
    const bytes = Buffer.from(await (await fetch(res.headers.location!)).arrayBuffer());
    expect(bytes).toEqual(cubeStl());
    // The slicer's fetch counts as a download.
    const after = (await http().get(`/api/models3d/${listing.id}`).expect(200)).body as {
      downloadCount: number;
    };
    expect(after.downloadCount).toBe(1);
  });

  it('a 3MF that places its part twice counts both; its links offer Bambu Studio', async () => {
    const xml = modelXml([cube(10)]).replace(
      /<build>.*<\/build>/,
      '<build><item objectid="1" transform="1 0 0 0 1 0 0 0 1 0 0 0" />' +
        '<item objectid="1" transform="1 0 0 0 1 0 0 0 1 20 0 0" /></build>',
    );
    const bytes = Buffer.from(await threeMf({ '3D/3dmodel.model': xml }));
    const listing = await freeListingOf([{ bytes, filename: 'pair.3mf' }]);
    const [file] = await analysedFiles(stack.url, listing.id);
    expect(file!.analysis).toMatchObject({ triangles: 24, sizeMm: { x: 30, y: 10, z: 10 } });
    expect(file!.analysis!.volumeCm3).toBeCloseTo(2, 6);
    // The listing's answer adds its files up: here the one file's figures.
    const answer = await http().get(`/api/models3d/${listing.id}`).expect(200);
    expect(answer.body.printFacts).toEqual(file!.printFacts);
    expect(answer.body.printFacts.closed).toBe(true);
    const links = (await slicerLinks(file!, stranger).expect(200)).body as SlicerLinksDto;
    expect(links.links.map((link) => link.slicer)).toEqual(['orcaslicer', 'bambustudio', 'cura']);
    expect(links.fileUrl.endsWith('/pair.3mf')).toBe(true);
  });

  it('only those who may download get a link: visitors 401, strangers to a paid file 403', async () => {
    const listing = await paidListing(stack, seller, stack.admin, 500);
    const [file] = await analysedFiles(stack.url, listing.id, seller);
    await slicerLinks(file!, null).expect(401);
    const refused = await slicerLinks(file!, stranger).expect(403);
    expect(refused.body.message).toBe('Buy this model to download its files.');
    await slicerLinks(file!, seller).expect(200);
    await slicerLinks(file!, stack.admin).expect(200);
  });

  it('a changed link, or one for another name, fetches nothing', async () => {
    const listing = await freeListingOf([{ bytes: cubeStl(), filename: 'clip.stl' }]);
    const [file] = await analysedFiles(stack.url, listing.id);
    const { fileUrl } = (await slicerLinks(file!, stranger).expect(200)).body as SlicerLinksDto;
    const path = new URL(fileUrl).pathname;
    const [, , , token] = path.split('/');
    const [body, mac] = token!.split('.');
    const forged = `${body!.slice(0, -2)}AA.${mac}`;
    const invalid = await http().get(`/api/slicer-files/${forged}/clip.stl`).expect(401);
    expect(invalid.body.message).toBe('This slicer link is not valid.');
    await http().get(`/api/slicer-files/${token}/other.stl`).expect(404);
    await http().get(`/api/slicer-files/not-a-token/clip.stl`).expect(401);
  });

  it('a part exported in metres is measured in millimetres once its seller says so', async () => {
    // A 20 mm cube written in metres: 0.02 a side, as four of thirty public files were.
    const inMetres = cubeStl(0.02);
    const upload = await uploadObject(stack.url, seller, inMetres, { filename: 'cup.stl' });
    const setUnit = (who: SignedInUser | null, body: object) =>
      as(http().put('/api/objects/unit'), who).send(body);
    const refused = await setUnit(seller, { storageUrl: upload.storageUrl, unit: 'furlong' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.message)).toContain('unit must be one of mm, cm, inch, m');
    await setUnit(stranger, { storageUrl: upload.storageUrl, unit: 'm' }).expect(404);
    await setUnit(seller, { storageUrl: '/media/nothing-here.stl', unit: 'm' }).expect(404);
    await setUnit(null, { storageUrl: upload.storageUrl, unit: 'm' }).expect(401);
    expect(
      (await setUnit(seller, { storageUrl: upload.storageUrl, unit: 'm' }).expect(200)).body,
    ).toEqual({ storageUrl: upload.storageUrl, unit: 'm' });

    const listing = await createApprovedListing(stack.url, seller, stack.admin, {
      isFree: true,
      infillHintPercent: 20,
      fileUrls: [upload.storageUrl],
    });
    const [file] = await analysedFiles(stack.url, listing.id);
    expect(file!.analysis!.sizeMm.x).toBeCloseTo(20, 3);
    expect(file!.analysis!.volumeCm3).toBeCloseTo(8, 3);
    expect(file!.printFacts!.filament[0]).toEqual({ material: 'PLA', grams: 4.1, metres: 1.38 });
  });

  it('a listed file gets its unit from the edit form: measured again, its print facts follow', async () => {
    // Listed as it reads (millimetres): a 0.02 mm speck with a fraction of a gram of filament.
    const listing = await freeListingOf([{ bytes: cubeStl(0.02), filename: 'holder.stl' }]);
    const [file] = await analysedFiles(stack.url, listing.id);
    expect(file!.analysis!.sizeMm.x).toBeCloseTo(0.02, 6);
    const setUnit = (who: SignedInUser | null, body: object, fileId = file!.id) =>
      as(http().put(`/api/models3d/${listing.id}/files/${fileId}/unit`), who).send(body);
    const sized = (x: number) => async () => {
      const files = await eventually(
        () => analysedFiles(stack.url, listing.id),
        (read) => Math.abs(read[0]!.analysis!.sizeMm.x - x) < 1e-6,
        30_000,
      );
      return files[0]!;
    };

    const refused = await setUnit(seller, { unit: 'furlong' }).expect(400);
    expect(JSON.stringify(refused.body.message)).toContain('unit must be one of mm, cm, inch, m');
    await setUnit(null, { unit: 'm' }).expect(401);
    expect((await setUnit(stranger, { unit: 'm' }).expect(403)).body.message).toBeTruthy();
    await setUnit(seller, { unit: 'm' }, '00000000-0000-4000-8000-000000000000').expect(404);

    const answered = (await setUnit(seller, { unit: 'm' }).expect(200)).body as ModelFileDto;
    expect(answered.id).toBe(file!.id);
    const inMetres = await sized(20)();
    expect(inMetres.analysis!.volumeCm3).toBeCloseTo(8, 3);
    expect(inMetres.printFacts!.filament[0]).toEqual({ material: 'PLA', grams: 4.1, metres: 1.38 });
    // The choice can be undone: millimetres again.
    await setUnit(seller, { unit: 'mm' }).expect(200);
    expect((await sized(0.02)()).analysis!.volumeCm3).toBeLessThan(1e-6);
  });

  it('a 3MF names its own unit: the edit form cannot change it', async () => {
    const listing = await freeListingOf([
      {
        bytes: Buffer.from(await threeMf({ '3D/3dmodel.model': modelXml([cube(10)]) })),
        filename: 'clip.3mf',
      },
    ]);
    const [file] = await analysedFiles(stack.url, listing.id);
    const refused = await as(
      http().put(`/api/models3d/${listing.id}/files/${file!.id}/unit`),
      seller,
    )
      .send({ unit: 'm' })
      .expect(400);
    expect(refused.body.message).toBe(
      'Only an STL or OBJ file uploaded here has a unit to choose (a 3MF names its own).',
    );
  });

  describe('GET|PUT /api/printer', () => {
    it("keeps the signed-in user's printer: a common one with its bed, or a custom size", async () => {
      const owner = await registerUser(stack.url, { firstName: 'Printer' });
      const before = await as(http().get('/api/printer'), owner).expect(200);
      expect(before.body).toBeNull();
      const mk4 = await as(http().put('/api/printer'), owner)
        .send({ model: 'prusa-mk4' })
        .expect(200);
      expect(mk4.body).toEqual({
        model: 'prusa-mk4',
        name: 'Prusa MK4',
        bed: { x: 250, y: 210, z: 220 },
      });
      await as(http().put('/api/printer'), owner)
        .send({ model: 'custom', bed: { x: 300, y: 320, z: 400 } })
        .expect(200);
      expect((await as(http().get('/api/printer'), owner).expect(200)).body).toEqual({
        model: 'custom',
        name: 'Custom printer',
        bed: { x: 300, y: 320, z: 400 },
      });
      // Each user has their own.
      expect((await as(http().get('/api/printer'), stranger).expect(200)).body).toBeNull();
    });

    it('refuses what is no printer with a message, and changes nothing', async () => {
      const owner = await registerUser(stack.url, { firstName: 'Careful' });
      await as(http().put('/api/printer'), owner).send({ model: 'bambu-a1' }).expect(200);
      const refusals: [unknown, string][] = [
        [{ model: 'toaster' }, 'model must be one of'],
        [{ model: 'custom' }, 'A custom printer needs its bed size'],
        [{ model: 'custom', bed: { x: 0, y: 200, z: 200 } }, 'Each side of the bed'],
        [{ model: 'custom', bed: { x: 200, y: 200, z: 9000 } }, 'Each side of the bed'],
      ];
      for (const [body, message] of refusals) {
        const res = await as(http().put('/api/printer'), owner)
          .send(body as object)
          .expect(400);
        expect(JSON.stringify(res.body.message)).toContain(message);
      }
      expect((await as(http().get('/api/printer'), owner).expect(200)).body.model).toBe('bambu-a1');
      await http().get('/api/printer').expect(401);
      await http().put('/api/printer').send({ model: 'bambu-a1' }).expect(401);
    });
  });
});
