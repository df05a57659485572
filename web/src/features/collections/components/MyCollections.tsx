import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import FolderOpenOutlined from '@ant-design/icons/FolderOpenOutlined';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../components/EmptyState';
import { countOf } from '../../../components/format';
import { LoadError } from '../../../components/LoadError';
import { showToast } from '../../notifications/toastSlice';
import {
  useListCollectionsQuery,
  useUpdateCollectionMutation,
  type Collection,
} from '../collectionsApi';
import { CollectionCard } from './CollectionCard';
import { CollectionFormDialog } from './CollectionFormDialog';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import styles from './MyCollections.module.css';

/** The dialog open over the list: a new collection, or one being renamed. */
type Editing = { kind: 'new' } | { kind: 'edit'; collection: Collection } | null;

/**
 * The profile's Collections tab: the user's collections as cards (name, how many models, Public
 * or Private), New Collection, and on each card Rename, Make public/private and Delete.
 */
export function MyCollections() {
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching, refetch } = useListCollectionsQuery(undefined);
  const [update] = useUpdateCollectionMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  const toggleVisibility = async (collection: Collection) => {
    setSwitching(collection.id);
    try {
      const saved = await update({ id: collection.id, isPublic: !collection.isPublic }).unwrap();
      dispatch(
        showToast({
          kind: 'success',
          title: saved.isPublic ? 'Collection is public' : 'Collection is private',
          description: saved.isPublic
            ? `Anyone with the link can see ${saved.name}.`
            : `Only you can see ${saved.name}.`,
        }),
      );
    } catch {
      // Toasted by the one error path.
    } finally {
      setSwitching(null);
    }
  };

  const newButton = (
    <Button
      type="primary"
      size="large"
      icon={<AppstoreAddOutlined />}
      onClick={() => setEditing({ kind: 'new' })}
      data-testid="collection-new"
    >
      New Collection
    </Button>
  );

  let body;
  if (isLoading)
    body = (
      <ul className={styles.grid} aria-busy="true" aria-label="Loading your collections">
        {[0, 1, 2].map((index) => (
          <li key={index} className={`pp-skeleton ${styles.skeleton}`} />
        ))}
      </ul>
    );
  else if (error || !data)
    body = (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="profile-collections-error"
      />
    );
  else if (data.length === 0)
    body = (
      <EmptyState
        icon={<FolderOpenOutlined />}
        title="No collections yet"
        testId="profile-collections-empty"
        actions={newButton}
      >
        Group parts by build, car or project, and share them or keep them to yourself.
      </EmptyState>
    );
  else
    body = (
      <div className={styles.list}>
        <div className={styles.bar}>
          <p className={styles.count} data-testid="profile-collections-count">
            {countOf(data.length, 'collection')}
          </p>
          {newButton}
        </div>
        <ul className={styles.grid} aria-label="My collections" data-testid="profile-collections">
          {data.map((collection) => (
            <CollectionCard
              key={collection.id}
              collection={collection}
              saving={switching === collection.id}
              onEdit={() => setEditing({ kind: 'edit', collection })}
              onToggleVisibility={() => void toggleVisibility(collection)}
              onDelete={() => setDeleting(collection)}
            />
          ))}
        </ul>
      </div>
    );

  return (
    <>
      {body}
      <CollectionFormDialog
        open={editing !== null}
        collection={editing?.kind === 'edit' ? editing.collection : undefined}
        onClose={() => setEditing(null)}
      />
      <DeleteCollectionDialog collection={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
