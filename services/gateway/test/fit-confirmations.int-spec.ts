import type {
  FitConfirmationDto,
  FitConfirmationsDto,
  FitPhotoCardDto,
  GarageVehicleDto,
  ListingDto,
  ModelFileDto,
  PendingFitPhotoDto,
} from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createApprovedListing, fitmentOf } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { TINY_PNG, cubeStl, uploadObject } from '../../../test/support/uploads.js';

/**
 * Owners confirm the fit: who may say it (a downloader, of a car in their garage), one per
 * person, listing and car, the summary by car, the photo's approval, removal and reports, the
 * seller's mail on a 'does not fit', the creator's Makes gallery and the cards' 'Confirmed fit'.
 */
describe('fit confirmations', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let listing: ListingDto;
  const http = () => request(stack.url);
  const as = (test: request.Test, who: SignedInUser) => test.set('Cookie', who.cookie);
  const confirmationsOf = async (who?: SignedInUser) => {
    const test = http().get(`/api/models3d/${listing.id}/fit-confirmations`);
    return (await (who ? as(test, who) : test).expect(200)).body as FitConfirmationsDto;
  };
  const confirm = (who: SignedInUser, body: object) =>
    as(http().post(`/api/models3d/${listing.id}/fit-confirmations`), who).send(body);

  /** A new person with a 2017 Golf (Mk7) in their garage, who downloaded the part. */
  async function owner(firstName: string, downloads = true) {
    const who = await registerUser(stack.url, { firstName });
    const golf = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    const car = (
      await as(http().post('/api/garage'), who)
        .send({ makeId: golf.makeId, modelId: golf.modelId, generationId: golf.generationId })
        .expect(201)
    ).body as GarageVehicleDto;
    if (downloads) {
      const [file] = (await as(http().get(`/api/models3d/${listing.id}/files`), who).expect(200))
        .body as ModelFileDto[];
      await as(http().get(file!.downloadUrl), who).expect(302);
    }
    return { who, car };
  }

  beforeAll(async () => {
    stack = await startStackWithAdmin({ privateDatabase: true, adminLabel: 'fits-admin' });
    seller = await registerUser(stack.url, { firstName: 'Maya', lastName: 'Lin' });
    const file = await uploadObject(stack.url, seller, cubeStl(), { filename: 'knob.stl' });
    listing = await createApprovedListing(stack.url, seller, stack.admin, {
      isDraft: false,
      visibility: 'public',
      title: 'Golf Shift Knob',
      isUniversalFit: false,
      vehicleFitment: await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7'),
      fileUrls: [file.storageUrl],
    });
  });
  afterAll(() => stack?.close());

  it('lets only someone who downloaded the part say it fits a car of their garage', async () => {
    const { who: browser, car } = await owner('Browser', false);
    expect((await confirm(browser, { vehicleId: car.id, fits: true }).expect(403)).body).toEqual({
      message: 'Download the part before you say whether it fits.',
    });
    const { who: printer } = await owner('Printer');
    expect(
      (await confirm(printer, { vehicleId: car.id, fits: true }).expect(404)).body.message,
    ).toBe('Vehicle not found: pick a car from your garage.');
    expect(
      (await confirm(seller, { vehicleId: car.id, fits: true }).expect(403)).body.message,
    ).toBe('You cannot confirm the fit of your own model.');
    await http()
      .post(`/api/models3d/${listing.id}/fit-confirmations`)
      .send({ vehicleId: car.id, fits: true })
      .expect(401);
    expect((await confirmationsOf()).confirmations).toEqual([]);
  });

  it.each([
    [
      'fits that is not true or false',
      { fits: 'yes' },
      'Say whether it fits: fits must be true or false.',
    ],
    [
      'a note of 501 characters',
      { fits: true, note: 'x'.repeat(501) },
      'The note must be at most 500 characters',
    ],
    [
      'a photo from another site',
      { fits: true, photoUrl: 'https://elsewhere.example/car.jpg' },
      'photoUrl must be an image you uploaded here.',
    ],
  ])('refuses %s with a 400 that says why, and records nothing', async (_case, body, message) => {
    const { who, car } = await owner('Careless');
    const res = await confirm(who, { vehicleId: car.id, ...body }).expect(400);
    expect(res.body.message).toBe(message);
    const mine = (await confirmationsOf(who)).confirmations.filter(
      (c) => c.author.firstName === 'Careless',
    );
    expect(mine).toEqual([]);
  });

  it('keeps one confirmation per person and car, counts owners by car, and mails the seller on a "does not fit"', async () => {
    const { who: first, car: firstCar } = await owner('Priya');
    const { who: second, car: secondCar } = await owner('Marcus');
    await confirm(first, { vehicleId: firstCar.id, fits: true, note: 'Snug.' }).expect(201);
    // Saying it again replaces the first word: still one confirmation.
    await confirm(first, { vehicleId: firstCar.id, fits: true, note: 'Snug fit.' }).expect(201);
    const denied = (
      await confirm(second, {
        vehicleId: secondCar.id,
        fits: false,
        note: 'The collar is wider on mine.',
      }).expect(201)
    ).body as FitConfirmationDto;
    expect(denied).toMatchObject({ fits: false, vehicleLabel: expect.stringMatching(/ Golf$/) });

    const { summary, confirmations } = await confirmationsOf();
    const label = denied.vehicleLabel;
    expect(summary).toEqual([{ vehicleLabel: label, fits: 1, doesNotFit: 1 }]);
    expect(
      confirmations
        .filter((c) => ['Priya', 'Marcus'].includes(c.author.firstName))
        .map((c) => [c.author.firstName, c.fits, c.note]),
    ).toEqual([
      ['Marcus', false, 'The collar is wider on mine.'],
      ['Priya', true, 'Snug fit.'],
    ]);

    const subject = `Golf Shift Knob does not fit a ${label}, an owner says`;
    const mail = await eventually(
      async () => stack.inbox.mailsTo(seller.email).find((m) => m.subject === subject),
      (found) => found !== undefined,
      20_000,
    );
    expect(mail!.text).toContain('The collar is wider on mine.');
  });

  it('shows a photo once an admin approved it; its author sees it waiting', async () => {
    const { who, car } = await owner('Hana');
    const photo = await uploadObject(stack.url, who, TINY_PNG, {
      filename: 'fitted.png',
      contentType: 'image/png',
      purpose: 'image',
    });
    const posted = (
      await confirm(who, {
        vehicleId: car.id,
        fits: true,
        photoUrl: photo.storageUrl,
      }).expect(201)
    ).body as FitConfirmationDto;
    expect(posted.photo).toEqual({ url: expect.stringMatching(/^\/media\//), status: 'pending' });

    const hidden = (await confirmationsOf()).confirmations.find((c) => c.id === posted.id)!;
    expect(hidden.photo).toBeNull();
    const pending = (await as(http().get('/api/admin/fit-photos'), stack.admin).expect(200))
      .body as PendingFitPhotoDto[];
    expect(pending.map((p) => p.id)).toContain(posted.id);
    await as(http().get('/api/admin/fit-photos'), who).expect(403);

    await as(http().patch(`/api/admin/fit-photos/${posted.id}`), stack.admin)
      .send({ approved: true })
      .expect(200);
    const shown = (await confirmationsOf()).confirmations.find((c) => c.id === posted.id)!;
    expect(shown.photo).toEqual({ url: posted.photo!.url, status: 'approved' });
    const gallery = (await http().get(`/api/sellers/${seller.user.id}/fit-photos`).expect(200))
      .body as FitPhotoCardDto[];
    expect(gallery.map((p) => p.confirmationId)).toContain(posted.id);
    // The photo itself loads from this site.
    await http().get(shown.photo!.url).expect(302);
  });

  it('is reported and removed by an admin as reviews are', async () => {
    const { who, car } = await owner('Tomas');
    const posted = (
      await confirm(who, { vehicleId: car.id, fits: true, note: 'spam link' }).expect(201)
    ).body as FitConfirmationDto;
    const reporter = await registerUser(stack.url, { firstName: 'Reporter' });
    await as(
      http().post(`/api/models3d/${listing.id}/fit-confirmations/${posted.id}/reports`),
      reporter,
    )
      .send({ reason: 'spam' })
      .expect(201);
    await as(http().delete(`/api/models3d/${listing.id}/fit-confirmations/${posted.id}`), reporter)
      .send({})
      .expect(403);
    await as(
      http().delete(`/api/models3d/${listing.id}/fit-confirmations/${posted.id}`),
      stack.admin,
    )
      .send({ reason: 'Advertising' })
      .expect(200, { id: posted.id, outcome: 'moderated' });
    const removed = (await confirmationsOf()).confirmations.find((c) => c.id === posted.id)!;
    expect(removed).toMatchObject({ note: null, moderation: { reason: null } });
    // It no longer counts.
    const { summary } = await confirmationsOf();
    expect(summary[0]!.fits).toBe(
      (await confirmationsOf()).confirmations.filter((c) => c.fits && !c.moderation).length,
    );
  });

  it("shows 'Confirmed fit' for a car whose owners said it fits", async () => {
    const { who, car } = await owner('Jordan', false);
    const answer = await as(
      http().get(`/api/garage/${car.id}/confirmed-fits?listingIds=${listing.id}`),
      who,
    ).expect(200);
    expect(answer.body).toEqual([listing.id]);
    // Without listings named: every listing confirmed for the car, which cards ask once.
    await as(http().get(`/api/garage/${car.id}/confirmed-fits`), who).expect(200, [listing.id]);
    const stranger = await registerUser(stack.url, { firstName: 'Stranger' });
    await as(
      http().get(`/api/garage/${car.id}/confirmed-fits?listingIds=${listing.id}`),
      stranger,
    ).expect(404);
  });
});
