import { DEMO_ACCOUNTS } from '@pitstop/contracts';
import type { DataSource } from 'typeorm';
import { queryRows } from '@pitstop/common';
import { announceFitsChanged } from '../repositories/listing-fits.js';
import {
  DEMO_FIT_CONFIRMATIONS,
  type DemoFitConfirmationSeed,
} from './demo-fit-confirmations.data.js';
import { DEMO_PREVIEW_BASE_URL } from './demo-listings.types.js';

/**
 * Puts each demo owner's car in their garage (unless it is there), records that they downloaded
 * the part, and writes their confirmation with an approved photo (a render of the part). Like a
 * posted confirmation, a listing it confirms for tells the search index its confirmed fits
 * (catalog.listing.fits-changed through the outbox), so best match ranks them first. Running it
 * again changes nothing; a listing or car not there (demo catalog not seeded) is skipped.
 */
export async function seedDemoFitConfirmations(
  dataSource: DataSource,
  seeds: readonly DemoFitConfirmationSeed[] = DEMO_FIT_CONFIRMATIONS,
): Promise<{ confirmations: number; skipped: number }> {
  const people = new Map(DEMO_ACCOUNTS.map((a) => [a.email, a.id]));
  let confirmations = 0;
  let skipped = 0;
  await dataSource.transaction(async (manager) => {
    const confirmed = new Set<string>();
    for (const seed of seeds) {
      const ownerId = people.get(seed.owner);
      const [listing] = await queryRows<{ id: string }>(
        manager,
        // Exclusive, as a posted confirmation holds it: the index orders fits events by it.
        `SELECT id FROM catalog.listing WHERE slug = $1 AND deleted_at IS NULL FOR UPDATE`,
        [seed.listingSlug],
      );
      const [car] = await queryRows<{ makeId: string; modelId: string; generationId: string }>(
        manager,
        `SELECT mk.id AS "makeId", vm.id AS "modelId", g.id AS "generationId"
         FROM catalog.make mk JOIN catalog.vehicle_model vm ON vm.make_id = mk.id AND vm.name = $2
           JOIN catalog.generation g ON g.model_id = vm.id AND g.name = $3
         WHERE mk.name = $1`,
        [seed.car.make, seed.car.model, seed.car.generation],
      );
      if (!ownerId || !listing || !car) {
        skipped++;
        continue;
      }
      const vehicleId = await garageVehicle(manager, ownerId, car, seed.car.year);
      await manager.query(
        `INSERT INTO catalog.listing_download (user_id, listing_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING`,
        [ownerId, listing.id],
      );
      const photo = seed.photo
        ? `${DEMO_PREVIEW_BASE_URL}/${seed.listingSlug}-${seed.photo}.png`
        : null;
      const written = await queryRows<{ id: string }>(
        manager,
        `INSERT INTO catalog.fit_confirmation (listing_id, author_id, garage_vehicle_id, make_id,
           model_id, generation_id, year, fits, note, photo_url, photo_status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (listing_id, author_id, garage_vehicle_id) DO NOTHING RETURNING id`,
        [
          listing.id,
          ownerId,
          vehicleId,
          car.makeId,
          car.modelId,
          car.generationId,
          seed.car.year,
          seed.fits,
          seed.note,
          photo,
          photo ? 'approved' : null,
        ],
      );
      if (written.length > 0) confirmed.add(listing.id);
      confirmations++;
    }
    await announceFitsChanged(manager, [...confirmed]);
  });
  return { confirmations, skipped };
}

/** The owner's garage car of this generation and year: the one there, or a new one. */
async function garageVehicle(
  manager: DataSource['manager'],
  userId: string,
  car: { makeId: string; modelId: string; generationId: string },
  year: number,
): Promise<string> {
  const [found] = await queryRows<{ id: string }>(
    manager,
    `SELECT id FROM catalog.garage_vehicle
     WHERE user_id = $1 AND model_id = $2 AND generation_id = $3 AND year = $4`,
    [userId, car.modelId, car.generationId, year],
  );
  if (found) return found.id;
  const [added] = await queryRows<{ id: string }>(
    manager,
    `INSERT INTO catalog.garage_vehicle (user_id, make_id, model_id, generation_id, year, is_active)
     VALUES ($1, $2, $3, $4, $5,
       NOT EXISTS (SELECT 1 FROM catalog.garage_vehicle WHERE user_id = $1 AND is_active))
     RETURNING id`,
    [userId, car.makeId, car.modelId, car.generationId, year],
  );
  return added!.id;
}
