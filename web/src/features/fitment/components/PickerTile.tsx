import type { ReactNode } from 'react';
import styles from './FitmentPicker.module.css';

interface PickerTileProps {
  testId: string;
  title: ReactNode;
  meta?: ReactNode;
  extra?: ReactNode;
  selected?: boolean;
  compact?: boolean;
  onClick: () => void;
  dataGeneration?: string;
}

/** One choice in a picker step: a real button, so Tab, Enter and Space work as expected. */
export function PickerTile({
  testId,
  title,
  meta,
  extra,
  selected,
  compact,
  onClick,
  dataGeneration,
}: PickerTileProps) {
  return (
    <button
      type="button"
      className={[
        styles.tile,
        compact ? styles.tileCompact : '',
        selected ? styles.tileSelected : '',
      ].join(' ')}
      data-testid={testId}
      data-generation={dataGeneration}
      aria-pressed={selected ?? false}
      onClick={onClick}
    >
      <span className={styles.tileTitle}>{title}</span>
      {meta && <span className={styles.tileMeta}>{meta}</span>}
      {extra && <span className={styles.tileExtra}>{extra}</span>}
    </button>
  );
}

/** Placeholder tiles while a step's choices load. */
export function TileSkeletons({ count, compact }: { count: number; compact?: boolean }) {
  return (
    <div
      className={compact ? styles.gridCompact : styles.grid}
      role="status"
      aria-label="Loading choices"
    >
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className={`pp-skeleton ${compact ? styles.skeletonCompact : styles.skeleton}`}
        />
      ))}
    </div>
  );
}
