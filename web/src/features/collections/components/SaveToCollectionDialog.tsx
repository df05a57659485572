import CheckSquareFilled from '@ant-design/icons/CheckSquareFilled';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { countOf } from '../../../components/format';
import { LoadError } from '../../../components/LoadError';
import type { Listing } from '../../listings/listingsApi';
import { showToast } from '../../notifications/toastSlice';
import { collectionNameProblem, collectionPath } from '../collection-rules';
import {
  useAddToCollectionMutation,
  useCreateCollectionMutation,
  useListCollectionsQuery,
  useRemoveFromCollectionMutation,
  type Collection,
} from '../collectionsApi';
import { CollectionFields } from './CollectionFields';
import form from './CollectionForm.module.css';
import styles from './SaveToCollectionDialog.module.css';
import { VisibilityTag } from './VisibilityTag';

interface SaveToCollectionDialogProps {
  listing: Pick<Listing, 'id' | 'title'>;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Save to collection' from the heart menu of a card or the model page: the user's collections,
 * ticked where the model is in them (a click saves or takes it out), and a new one made and
 * saved to in one go. Refusals (a full collection, too many) are the error listener's toasts.
 */
export default function SaveToCollectionDialog({
  listing,
  open,
  onClose,
}: SaveToCollectionDialogProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={<span className={form.title}>SAVE TO COLLECTION</span>}
      closable={{ 'aria-label': 'Close' }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="save-to-collection-done">
          Done
        </Button>
      }
    >
      {open && <SaveToCollection listing={listing} />}
    </Modal>
  );
}

function SaveToCollection({ listing }: { listing: Pick<Listing, 'id' | 'title'> }) {
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching, refetch } = useListCollectionsQuery(listing.id);
  const [add] = useAddToCollectionMutation();
  const [remove] = useRemoveFromCollectionMutation();
  const [pending, setPending] = useState<string | null>(null);

  const toggle = async (collection: Collection) => {
    setPending(collection.id);
    const item = { collectionId: collection.id, modelId: listing.id };
    try {
      if (collection.containsModel) {
        await remove(item).unwrap();
        dispatch(
          showToast({
            kind: 'success',
            title: 'Removed from collection',
            description: `${listing.title} is no longer in ${collection.name}.`,
          }),
        );
      } else {
        await add(item).unwrap();
        dispatch(savedToast(listing.title, collection.name));
      }
    } catch {
      // Toasted by the one error path.
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={styles.body} data-testid="save-to-collection">
      <p className={styles.intro}>
        Save <strong>{listing.title}</strong> to one of your collections.
      </p>
      {isLoading ? (
        <ul className={styles.list} aria-busy="true" aria-label="Loading your collections">
          {[0, 1].map((index) => (
            <li key={index} className={`pp-skeleton ${styles.skeleton}`} />
          ))}
        </ul>
      ) : error || !data ? (
        <LoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? (
        <p className={styles.none} data-testid="save-to-collection-none">
          You have no collections yet. Make your first one below.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Your collections">
          {data.map((collection) => (
            <li key={collection.id} className={styles.row}>
              <button
                type="button"
                role="checkbox"
                aria-checked={!!collection.containsModel}
                className={
                  collection.containsModel ? `${styles.pick} ${styles.saved}` : styles.pick
                }
                disabled={pending !== null}
                onClick={() => void toggle(collection)}
                data-testid={`save-to-${collection.id}`}
              >
                <span className={styles.box} aria-hidden>
                  {pending === collection.id ? (
                    <LoadingOutlined />
                  ) : collection.containsModel ? (
                    <CheckSquareFilled />
                  ) : (
                    <span className={styles.empty} />
                  )}
                </span>
                <span className={styles.name}>{collection.name}</span>
                <span className={styles.meta}>
                  {countOf(collection.itemCount, 'model')}
                  <VisibilityTag isPublic={collection.isPublic} />
                </span>
              </button>
              <Link to={collectionPath(collection.id)} className={styles.open}>
                Open
              </Link>
            </li>
          ))}
        </ul>
      )}
      <NewCollectionAndSave listing={listing} />
    </div>
  );
}

/** A new collection, with the model saved in it. */
function NewCollectionAndSave({ listing }: { listing: Pick<Listing, 'id' | 'title'> }) {
  const dispatch = useAppDispatch();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [tried, setTried] = useState(false);
  const [create, creating] = useCreateCollectionMutation();
  const [add, adding] = useAddToCollectionMutation();

  if (!opened)
    return (
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => setOpened(true)}
        data-testid="save-new-collection"
      >
        New collection
      </Button>
    );

  const save = async () => {
    setTried(true);
    if (collectionNameProblem(name)) return;
    try {
      const created = await create({ name: name.trim(), isPublic }).unwrap();
      await add({ collectionId: created.id, modelId: listing.id }).unwrap();
      dispatch(savedToast(listing.title, created.name));
    } catch {
      return; // Toasted by the one error path; the form stays to fix.
    }
    setOpened(false);
    setName('');
    setIsPublic(false);
    setTried(false);
  };

  return (
    <form
      className={`${form.form} ${styles.newForm}`}
      data-testid="save-new-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className={form.label}>NEW COLLECTION</p>
      <CollectionFields
        idPrefix="save-new"
        name={name}
        isPublic={isPublic}
        onName={setName}
        onPublic={setIsPublic}
        problem={tried ? collectionNameProblem(name) : null}
        autoFocus
      />
      <div className={form.footer}>
        <Button onClick={() => setOpened(false)}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={creating.isLoading || adding.isLoading}
          data-testid="save-new-submit"
        >
          Create and Save
        </Button>
      </div>
    </form>
  );
}

function savedToast(title: string, collection: string) {
  return showToast({
    kind: 'success',
    title: 'Saved to collection',
    description: `${title} is in ${collection}.`,
  });
}
