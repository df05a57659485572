import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { NOUN, type TaxonomyRow } from './taxonomy-rows';

/**
 * Merge a duplicate: pick the survivor among the entries of the same level. Listings, garages
 * and fit confirmations of the duplicate move to it; the duplicate goes.
 */
export function MergeDialog({
  entry,
  candidates,
  busy,
  onMerge,
  onClose,
}: {
  entry: TaxonomyRow;
  candidates: TaxonomyRow[];
  busy: boolean;
  onMerge: (intoId: string) => void;
  onClose: () => void;
}) {
  const [intoId, setIntoId] = useState<string | undefined>();
  const noun = NOUN[entry.level];
  return (
    <Modal
      open
      title={`Merge ${noun} '${entry.name}'`}
      okText="Merge"
      okButtonProps={{ danger: true, disabled: !intoId, loading: busy }}
      onOk={() => intoId && onMerge(intoId)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        Pick the {noun} to keep. Everything under <strong>{entry.path}</strong> joins it, and its{' '}
        {entry.listingCount === 1 ? '1 listing' : `${entry.listingCount} listings`}, garages and fit
        confirmations follow. Then '{entry.name}' is removed.
      </p>
      <Select
        showSearch
        autoFocus
        style={{ width: '100%' }}
        placeholder={`The ${noun} to keep`}
        aria-label={`The ${noun} to keep`}
        value={intoId}
        onChange={setIntoId}
        optionFilterProp="label"
        options={candidates
          .filter((c) => c.key !== entry.key)
          .map((c) => ({ value: c.key, label: c.path }))}
        data-testid="merge-survivor"
      />
      {intoId && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title="A merge cannot be undone."
        />
      )}
    </Modal>
  );
}
