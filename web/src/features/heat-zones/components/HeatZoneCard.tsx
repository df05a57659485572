import {
  HEAT_ZONES,
  MOUNT_LOCATION_LABELS,
  materialsForLocation,
  unsuitableMaterials,
} from '@pitstop/contracts';
import { Link } from 'react-router-dom';
import { LazyAlert } from '../../../components/LazyAlert';
import type { Listing } from '../../listings/listingsApi';
import styles from './HeatZoneCard.module.css';

/**
 * Where the part mounts and which filaments last there (the heat table in the contracts), with a
 * warning when the seller's print settings name one that does not. Nothing when the seller did
 * not say where it mounts.
 */
export function HeatZoneCard({ listing, className }: { listing: Listing; className?: string }) {
  const location = listing.mountLocation ?? null;
  if (!location) return null;
  const zone = HEAT_ZONES[location];
  const materials = listing.materials ?? [];
  const unsuitable = unsuitableMaterials(materials, location);
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby="heat-zone-title"
      data-testid="heat-zone-card"
    >
      <h2 id="heat-zone-title" className={styles.title}>
        WHERE IT MOUNTS
      </h2>
      <p className={styles.zone} data-testid="heat-zone">
        {MOUNT_LOCATION_LABELS[location]}: up to {zone.peakC} °C
      </p>
      <p className={styles.note}>{zone.note}</p>
      {materials.length > 0 && (
        <p className={styles.printedIn} data-testid="heat-zone-printed-in">
          The creator prints it in {materials.join(', ')}.
        </p>
      )}
      {unsuitable.length > 0 && (
        <LazyAlert
          type="warning"
          showIcon
          data-testid="heat-zone-warning"
          message={`${unsuitable.map((v) => v.material).join(' and ')} will not last here`}
          description={unsuitable.map((v) => `${v.material} ${v.reason}.`).join(' ')}
        />
      )}
      <ul className={styles.materials} aria-label="Filaments for this spot">
        {materialsForLocation(location).map((verdict) => (
          <li
            key={verdict.material}
            className={verdict.suits ? styles.suits : styles.fails}
            data-testid={`heat-zone-material-${verdict.material}`}
            data-suits={verdict.suits}
          >
            <span aria-hidden="true">{verdict.suits ? '✓' : '✗'}</span>{' '}
            <strong>{verdict.material}</strong>{' '}
            <span className={styles.reason}>
              {verdict.suits ? 'lasts here' : 'avoid'}: {verdict.reason}
            </span>
          </li>
        ))}
      </ul>
      <Link to="/guides/heat-zones" className={styles.link}>
        Heat zones and materials explained
      </Link>
    </section>
  );
}
