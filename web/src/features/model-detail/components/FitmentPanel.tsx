import CarOutlined from '@ant-design/icons/CarOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { LinkButton } from '../../../components/LinkButton';
import { fitmentSearchPath, yearSpanLabel } from '../../fitment/fitment-rules';
import { FitBadge } from '../../garage/components/FitBadge';
import { fittedVehicle, UNIVERSAL_FIT } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import styles from './FitmentPanel.module.css';

/**
 * The Fitment tab: every vehicle the part is listed for (make, model, generation with its years,
 * trim), from the listing's fitment, with a search for more parts for it; or universal fit. Above
 * them, whether it fits the active vehicle.
 */
export function FitmentPanel({ listing }: { listing: Listing }) {
  const fit = fittedVehicle(listing);
  // A listing names one vehicle today; the table takes more when listings do.
  const vehicles = fit ? [fit] : [];

  if (!fit)
    return (
      <div className={styles.fitment} data-testid="tab-fitment">
        <span className={styles.icon} aria-hidden>
          <GlobalOutlined />
        </span>
        <div className={styles.body}>
          <FitBadge listing={listing} />
          <p className={styles.line} data-testid="fitment-universal">
            {UNIVERSAL_FIT}
          </p>
          <p className={styles.note}>
            Not made for one vehicle: check the dimensions in the description against your car
            before you print.
          </p>
        </div>
      </div>
    );

  return (
    <div className={styles.fitment} data-testid="tab-fitment">
      <span className={styles.icon} aria-hidden>
        <CarOutlined />
      </span>
      <div className={styles.body}>
        <FitBadge listing={listing} />
        <p className={styles.kicker} id="fitment-vehicles-title">
          LISTED FOR
        </p>
        <div className={styles.tableWrap}>
          <table
            className={styles.table}
            aria-labelledby="fitment-vehicles-title"
            data-testid="fitment-vehicles"
          >
            <thead>
              <tr>
                <th scope="col">Make</th>
                <th scope="col">Model</th>
                <th scope="col">Generation</th>
                <th scope="col">Years</th>
                <th scope="col">Trim</th>
              </tr>
            </thead>
            <tbody>
              {vehicles.map((vehicle) => (
                <tr
                  key={`${vehicle.generationId}:${vehicle.trimId ?? ''}`}
                  data-testid="fitment-vehicle"
                >
                  <td>{vehicle.makeName}</td>
                  <td>{vehicle.modelName}</td>
                  <td>{vehicle.generationName}</td>
                  <td>{yearSpanLabel(vehicle, '–')}</td>
                  <td>{vehicle.trimName ?? 'All trims'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.note}>
          {fit.trimName
            ? 'Measured on this trim; other trims of the generation may differ.'
            : 'Fits every trim of this generation.'}
        </p>
        <LinkButton
          to={fitmentSearchPath({ makeSlug: fit.makeSlug, modelSlug: fit.modelSlug })}
          icon={<SearchOutlined aria-hidden />}
          className={styles.search}
          data-testid="fitment-search"
        >
          More parts for the {fit.makeName} {fit.modelName}
        </LinkButton>
      </div>
    </div>
  );
}
