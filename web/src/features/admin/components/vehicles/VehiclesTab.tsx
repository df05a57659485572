import CarOutlined from '@ant-design/icons/CarOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import MergeCellsOutlined from '@ant-design/icons/MergeCellsOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import type { TaxonomyLevel } from '@pitstop/contracts';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState';
import { countOf } from '../../../../components/format';
import { LoadError } from '../../../../components/LoadError';
import {
  useAddTaxonomyMutation,
  useMergeTaxonomyMutation,
  useRenameTaxonomyMutation,
  useTaxonomyTreeQuery,
} from '../../taxonomyAdminApi';
import { EntryForm, type EntryValues } from './EntryForm';
import { MergeDialog } from './MergeDialog';
import { TaxonomyImportPanel } from './TaxonomyImportPanel';
import {
  CHILD,
  NOUN,
  filterRows,
  rowsAt,
  taxonomyRows,
  yearsText,
  type TaxonomyRow,
} from './taxonomy-rows';
import styles from './VehiclesTab.module.css';

/** Where a new entry goes: a make (no parent), or a child of the row named. */
type Adding = { level: TaxonomyLevel; parent: TaxonomyRow | null };

/**
 * The Vehicles tab (docs/product.md): makes → models → generations → trims as an expandable
 * table; add and rename in place, merge a duplicate into the entry to keep, import a CSV.
 * Changes reach the picker, the facets and search within seconds.
 */
export function VehiclesTab() {
  const { data, error, isLoading, isFetching, refetch } = useTaxonomyTreeQuery();
  const [add, adding] = useAddTaxonomyMutation();
  const [rename, renaming] = useRenameTaxonomyMutation();
  const [merge, merging] = useMergeTaxonomyMutation();
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const [addingTo, setAddingTo] = useState<Adding | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [mergingRow, setMergingRow] = useState<TaxonomyRow | null>(null);

  const rows = useMemo(() => taxonomyRows(data ?? []), [data]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);

  const submitAdd = async (values: EntryValues) => {
    if (!addingTo) return;
    const done = await add({
      level: addingTo.level,
      input: { ...values, ...(addingTo.parent ? { parentId: addingTo.parent.key } : {}) },
    })
      .unwrap()
      .catch(() => null);
    if (!done) return;
    if (addingTo.parent) setExpanded((keys) => [...new Set([...keys, addingTo.parent!.key])]);
    setAddingTo(null);
  };

  const submitRename = async (row: TaxonomyRow, values: EntryValues) => {
    const done = await rename({ level: row.level, id: row.key, input: values })
      .unwrap()
      .catch(() => null);
    if (done) setEditing(null);
  };

  const submitMerge = async (intoId: string) => {
    if (!mergingRow) return;
    const done = await merge({ level: mergingRow.level, id: mergingRow.key, intoId })
      .unwrap()
      .catch(() => null);
    if (done) setMergingRow(null);
  };

  let body;
  if (isLoading)
    body = (
      <ul className={styles.skeletons} aria-busy="true" aria-label="Loading vehicles">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={`pp-skeleton ${styles.skeleton}`} />
        ))}
      </ul>
    );
  else if (error || !data)
    body = (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="admin-vehicles-error"
      />
    );
  else if (shown.length === 0)
    body = (
      <EmptyState
        icon={<CarOutlined />}
        title={filter ? 'No makes or models match' : 'No vehicles yet'}
        testId="admin-vehicles-empty"
      >
        {filter ? 'Try another name.' : 'Add a make, or import a CSV of makes and models.'}
      </EmptyState>
    );
  else
    body = (
      <div data-testid="admin-vehicles-table">
        <Table<TaxonomyRow>
          size="small"
          className={styles.table}
          dataSource={shown}
          rowKey="key"
          pagination={false}
          scroll={{ x: 640 }}
          expandable={{
            expandedRowKeys: filter ? shown.map((r) => r.key) : expanded,
            onExpandedRowsChange: (keys) => setExpanded(keys),
          }}
          columns={[
            {
              title: 'Name',
              key: 'name',
              render: (_, row) =>
                editing === row.key ? (
                  <EntryForm
                    label={`Rename ${row.name}`}
                    initial={{ name: row.name, yearStart: row.yearStart, yearEnd: row.yearEnd }}
                    withYears={row.level === 'generations'}
                    submitText="Save"
                    busy={renaming.isLoading}
                    onSubmit={(values) => void submitRename(row, values)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <span className={styles.name}>
                    <span className={styles.level}>{NOUN[row.level]}</span>
                    <span>{row.name}</span>
                  </span>
                ),
            },
            {
              title: 'Years',
              key: 'years',
              width: 120,
              render: (_, row) => (editing === row.key ? null : yearsText(row)),
            },
            {
              title: 'Listings',
              dataIndex: 'listingCount',
              width: 80,
              align: 'right',
            },
            {
              title: '',
              key: 'actions',
              width: 150,
              render: (_, row) => {
                const child = CHILD[row.level];
                return (
                  <span className={styles.actions}>
                    <Tooltip title="Rename">
                      <Button
                        size="small"
                        type="text"
                        icon={<EditOutlined />}
                        aria-label={`Rename ${row.name}`}
                        onClick={() => setEditing(row.key)}
                      />
                    </Tooltip>
                    {child && (
                      <Tooltip title={`Add ${child.noun}`}>
                        <Button
                          size="small"
                          type="text"
                          icon={<PlusOutlined />}
                          aria-label={`Add ${child.noun} to ${row.name}`}
                          onClick={() => setAddingTo({ level: child.level, parent: row })}
                        />
                      </Tooltip>
                    )}
                    <Tooltip title="Merge into…">
                      <Button
                        size="small"
                        type="text"
                        icon={<MergeCellsOutlined />}
                        aria-label={`Merge ${row.name}`}
                        onClick={() => setMergingRow(row)}
                      />
                    </Tooltip>
                  </span>
                );
              },
            },
          ]}
        />
      </div>
    );

  return (
    <section className={styles.tab} aria-label="Vehicles">
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          className={styles.filter}
          placeholder="Filter makes and models"
          aria-label="Filter makes and models"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setAddingTo({ level: 'makes', parent: null })}
          data-testid="vehicles-add-make"
        >
          Add make
        </Button>
        <TaxonomyImportPanel />
      </div>
      <p className={styles.muted}>
        {data ? `${countOf(data.length, 'make')} · ` : ''}
        CSV columns: make, model, generation, years (2013-2020, or 2020- while still built), trim,
        body_type, drivetrain, engine. Importing the same file again changes nothing.
      </p>
      {addingTo && (
        <div className={styles.addBar} data-testid="vehicles-add-bar">
          <span className={styles.addLabel}>
            New {NOUN[addingTo.level]}
            {addingTo.parent ? ` of ${addingTo.parent.path}` : ''}
          </span>
          <EntryForm
            key={`${addingTo.level}:${addingTo.parent?.key ?? ''}`}
            label={`New ${NOUN[addingTo.level]}`}
            withYears={addingTo.level === 'generations'}
            submitText="Add"
            busy={adding.isLoading}
            onSubmit={(values) => void submitAdd(values)}
            onCancel={() => setAddingTo(null)}
          />
        </div>
      )}
      {body}
      {mergingRow && (
        <MergeDialog
          entry={mergingRow}
          candidates={rowsAt(rows, mergingRow.level)}
          busy={merging.isLoading}
          onMerge={(intoId) => void submitMerge(intoId)}
          onClose={() => setMergingRow(null)}
        />
      )}
    </section>
  );
}
