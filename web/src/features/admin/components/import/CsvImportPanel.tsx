import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import Button from 'antd/es/button';
import { IMPORT_TEMPLATE_CSV, IMPORT_TEMPLATE_FILENAME, type ImportDto } from '@pitstop/contracts';
import { useRef, useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { api } from '../../../../api/api';
import { showToast } from '../../../notifications/toastSlice';
import {
  followedImport,
  importCompletedText,
  importsApi,
  useImportCsvMutation,
  useListImportsQuery,
} from '../../importsApi';
import { ClearAllButton } from './ClearAllButton';
import { ImportProgress } from './ImportProgress';
import { PastImports } from './PastImports';
import { pageArgs } from '../../admin-page';
import styles from './CsvImportPanel.module.css';

/** Download Template: the header and sample rows, made in the browser. */
function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([IMPORT_TEMPLATE_CSV], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = IMPORT_TEMPLATE_FILENAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The Settings tab's bulk CSV import (docs/product.md §2): Clear All, Download Template, a chooser
 * for .csv files and Import CSV (disabled until a file is chosen and while importing). A large
 * file imports in the background: its progress bar follows it, also after a reload, until the
 * 'CSV Import Completed' toast. Past imports list below with their error reports.
 */
export function CsvImportPanel() {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [following, setFollowing] = useState<string | null>(() => followedImport.get());
  // The import whose bar shows: the one running, else the last one that ended here.
  const [shown, setShown] = useState<string | null>(() => followedImport.get());
  const [importCsv, { isLoading: uploading }] = useImportCsvMutation();
  const [page, setPage] = useState(1);
  const past = useListImportsQuery(pageArgs(page), { refetchOnMountOrArgChange: true });

  const follow = (id: string | null) => {
    followedImport.set(id);
    setFollowing(id);
    if (id) setShown(id);
  };

  const finished = (row: ImportDto) => {
    follow(null);
    void past.refetch();
    if (row.status === 'completed') {
      dispatch(api.util.invalidateTags([{ type: 'Listing', id: 'LIST' }]));
      dispatch(
        showToast({
          kind: 'success',
          title: 'CSV Import Completed',
          description: importCompletedText(row),
        }),
      );
    } else if (row.status === 'failed')
      dispatch(
        showToast({
          kind: 'error',
          title: 'Import Failed',
          description: row.message ?? 'Failed to import CSV',
        }),
      );
    else
      dispatch(
        showToast({
          kind: 'success',
          title: 'Import Cancelled',
          description: importCompletedText(row),
        }),
      );
  };

  const onImport = async () => {
    if (!file) return;
    let answer;
    try {
      answer = await importCsv(file).unwrap();
    } catch {
      return; // the one error path's toast says why
    }
    setFile(null);
    if (input.current) input.current.value = '';
    // The bar starts from the answer's counts instead of a loading state until its first read.
    await dispatch(importsApi.util.upsertQueryData('getImport', answer.id, answer));
    setShown(answer.id);
    setPage(1); // the new import heads the first page
    if (answer.status === 'queued' || answer.status === 'running') {
      follow(answer.id);
      void past.refetch();
    } else finished(answer);
  };

  // A followed import the list does not know (it was dropped from the database, or this
  // browser followed one of another environment) is not waited for. Only the first page
  // (the newest imports) can tell: an earlier page never holds a running one.
  const lost =
    following !== null &&
    page === 1 &&
    !!past.data &&
    !past.data.items.some((r) => r.id === following);
  const live = lost ? null : following;
  const display = lost && shown === following ? null : shown;

  const busy = uploading || live !== null;

  return (
    <section className={styles.card} aria-labelledby="csv-import-title" data-testid="csv-import">
      <div className={styles.head}>
        <h2 id="csv-import-title" className={styles.title}>
          <FileTextOutlined aria-hidden /> BULK CSV IMPORT
        </h2>
        <ClearAllButton disabled={uploading} />
      </div>
      <p className={styles.help}>
        One model per row: title, description, make, model, generation, price_cents,
        print_difficulty, supports_required, infill_percent, category, tags, external_url. Imported
        models are published under your name; add their STL files later in the editor.
      </p>
      <div className={styles.actions}>
        <Button icon={<DownloadOutlined />} onClick={downloadTemplate} data-testid="csv-template">
          Download Template
        </Button>
        <label className={styles.chooser}>
          <span className={styles.chooserLabel}>CSV file</span>
          <input
            ref={input}
            type="file"
            accept=".csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            disabled={busy}
            data-testid="csv-file"
          />
        </label>
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          onClick={() => void onImport()}
          disabled={!file || busy}
          loading={uploading}
          data-testid="csv-import-button"
        >
          {uploading ? 'Importing...' : 'Import CSV'}
        </Button>
      </div>
      {display && <ImportProgress importId={display} live={display === live} onEnded={finished} />}
      <PastImports
        imports={past.data?.items ?? []}
        page={page}
        total={past.data?.total ?? 0}
        onPage={setPage}
        loading={past.isLoading}
        error={past.error}
        onRetry={() => void past.refetch()}
      />
    </section>
  );
}
