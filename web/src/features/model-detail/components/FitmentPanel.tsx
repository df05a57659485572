import CarOutlined from '@ant-design/icons/CarOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { LinkButton } from '../../../components/LinkButton';
import { fitmentSearchPath } from '../../fitment/fitment-rules';
import { fittedVehicle, UNIVERSAL_FIT, vehicleLine } from '../../listings/listing-display';
import type { Listing } from '../../listings/listingsApi';
import styles from './FitmentPanel.module.css';

/** The vehicle the part was designed for, with a search for more parts for it; or universal fit. */
export function FitmentPanel({ listing }: { listing: Listing }) {
  const fit = fittedVehicle(listing);
  const line = vehicleLine(listing);

  if (!fit || !line)
    return (
      <div className={styles.fitment} data-testid="tab-fitment">
        <span className={styles.icon} aria-hidden>
          <GlobalOutlined />
        </span>
        <div className={styles.body}>
          <p className={styles.line} data-testid="fitment-line">
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
        <p className={styles.kicker}>DESIGNED FOR</p>
        <p className={styles.line} data-testid="fitment-line">
          {line}
        </p>
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
