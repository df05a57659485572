import CarOutlined from '@ant-design/icons/CarOutlined';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../components/EmptyState';
import { SectionHeader } from '../../../components/SectionHeader';
import { openFitmentPicker } from '../../fitment/fitmentSlice';
import styles from './ListingShelf.module.css';

interface ListingShelfProps {
  id: string;
  title: string;
  kicker: string;
  viewAllTo: string;
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyText: string;
}

/**
 * A home-page shelf of listings (TRENDING PRINTS, NEW RELEASES). No listings exist until the
 * listings issue lands, so for now it shows its empty state; the cards slot in here.
 */
export function ListingShelf({
  id,
  title,
  kicker,
  viewAllTo,
  emptyIcon,
  emptyTitle,
  emptyText,
}: ListingShelfProps) {
  const dispatch = useAppDispatch();
  return (
    <section className={styles.shelf} aria-labelledby={id}>
      <div className="pp-container">
        <SectionHeader id={id} title={title} kicker={kicker} viewAllTo={viewAllTo} />
        <EmptyState
          icon={emptyIcon}
          title={emptyTitle}
          testId={`${id}-empty`}
          actions={
            <Button icon={<CarOutlined />} onClick={() => dispatch(openFitmentPicker())}>
              Select Your Ride
            </Button>
          }
        >
          {emptyText}
        </EmptyState>
      </div>
    </section>
  );
}
