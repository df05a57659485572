import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { showToast } from '../../notifications/toastSlice';
import { collectionNameProblem } from '../collection-rules';
import {
  useCreateCollectionMutation,
  useUpdateCollectionMutation,
  type Collection,
} from '../collectionsApi';
import { CollectionFields } from './CollectionFields';
import styles from './CollectionForm.module.css';

interface CollectionFormDialogProps {
  open: boolean;
  /** Rename this one (and make it public or private); none: a new collection. */
  collection?: Pick<Collection, 'id' | 'name' | 'isPublic'>;
  onClose: () => void;
  /** After the server saved it: the collection as it now is. */
  onSaved?: (collection: Collection) => void;
}

/**
 * New Collection (a name, public or private) or Rename. A refusal (a name you already use, 50
 * collections already) is the error listener's toast with the server's words; the dialog stays
 * open to change it.
 */
export function CollectionFormDialog({
  open,
  collection,
  onClose,
  onSaved,
}: CollectionFormDialogProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={
        <span className={styles.title}>{collection ? 'EDIT COLLECTION' : 'NEW COLLECTION'}</span>
      }
      closable={{ 'aria-label': 'Close' }}
      destroyOnHidden
      footer={null}
    >
      {/* Mounted per opening: the fields start from the collection (or empty) each time. */}
      {open && <CollectionForm collection={collection} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function CollectionForm({ collection, onClose, onSaved }: Omit<CollectionFormDialogProps, 'open'>) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(collection?.name ?? '');
  const [isPublic, setIsPublic] = useState(collection?.isPublic ?? false);
  const [tried, setTried] = useState(false);
  const [create, creating] = useCreateCollectionMutation();
  const [update, updating] = useUpdateCollectionMutation();
  const problem = tried ? collectionNameProblem(name) : null;

  const save = async () => {
    setTried(true);
    if (collectionNameProblem(name)) return;
    let saved: Collection;
    try {
      saved = collection
        ? await update({ id: collection.id, name: name.trim(), isPublic }).unwrap()
        : await create({ name: name.trim(), isPublic }).unwrap();
    } catch {
      return; // Toasted by the one error path; the form stays to fix.
    }
    dispatch(
      showToast({
        kind: 'success',
        title: collection ? 'Collection updated' : 'Collection created',
        description: `${saved.name} is ${saved.isPublic ? 'public' : 'private'}.`,
      }),
    );
    onSaved?.(saved);
    onClose();
  };

  return (
    <form
      className={styles.form}
      data-testid="collection-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <CollectionFields
        idPrefix="collection-form"
        name={name}
        isPublic={isPublic}
        onName={setName}
        onPublic={setIsPublic}
        problem={problem}
        autoFocus
      />
      <div className={styles.footer}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={creating.isLoading || updating.isLoading}
          data-testid="collection-form-submit"
        >
          {collection ? 'Save Changes' : 'Create Collection'}
        </Button>
      </div>
    </form>
  );
}
