import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/LoadError';
import styles from './FitmentPicker.module.css';

/** One step of the picker under its heading ('Choose your make'). */
export function StepSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="fitment-step-title">
      <h3 id="fitment-step-title" className={styles.stepTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

interface ChoicesQuery<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => void;
}

/** A step's choices once they load: placeholder tiles until then, a retry if they can't. */
export function Choices<T>({
  query,
  skeletons,
  children,
}: {
  query: ChoicesQuery<T>;
  skeletons: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return skeletons;
  if (query.isError || query.data === undefined)
    return (
      <LoadError
        error={query.error}
        onRetry={query.refetch}
        retrying={query.isFetching}
        testId="fitment-error"
      />
    );
  return children(query.data);
}

/** Nothing to choose from at this step: say so, and offer the search that is still possible. */
export function EmptyStep({
  text,
  action,
  onAction,
}: {
  text: ReactNode;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className={styles.emptyStep}>
      <p>{text}</p>
      <Button onClick={onAction}>{action}</Button>
    </div>
  );
}
