import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { COLLECTION_NAME_MAX } from '../collection-rules';
import styles from './CollectionForm.module.css';

interface CollectionFieldsProps {
  /** Tells this form's fields apart from another on the page (ids, test ids). */
  idPrefix: string;
  name: string;
  isPublic: boolean;
  onName: (name: string) => void;
  onPublic: (isPublic: boolean) => void;
  /** What is wrong with the name, once the person tried to save. */
  problem: string | null;
  autoFocus?: boolean;
}

/** A collection's name and whether anyone with the link may see it. */
export function CollectionFields({
  idPrefix,
  name,
  isPublic,
  onName,
  onPublic,
  problem,
  autoFocus,
}: CollectionFieldsProps) {
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-name`} className={styles.label}>
          Name
        </label>
        <Input
          id={`${idPrefix}-name`}
          size="large"
          value={name}
          maxLength={COLLECTION_NAME_MAX}
          showCount
          autoFocus={autoFocus}
          placeholder="Mk7 GTI interior refresh"
          status={problem ? 'error' : undefined}
          aria-invalid={!!problem}
          aria-describedby={problem ? `${idPrefix}-problem` : undefined}
          onChange={(event) => onName(event.target.value)}
          data-testid={`${idPrefix}-name`}
        />
        {problem && (
          <p id={`${idPrefix}-problem`} className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </div>
      <label className={styles.toggle}>
        <Switch
          checked={isPublic}
          onChange={onPublic}
          data-testid={`${idPrefix}-public`}
          aria-describedby={`${idPrefix}-public-hint`}
        />
        <span>
          <span className={styles.toggleLabel}>Public</span>
          <span id={`${idPrefix}-public-hint`} className={styles.hint}>
            {isPublic
              ? 'Anyone with the link can see it.'
              : 'Only you can see it. Make it public to share it.'}
          </span>
        </span>
      </label>
    </>
  );
}
