import Modal from 'antd/es/modal';
import { useAppDispatch } from '../../../app/hooks';
import { showToast } from '../../notifications/toastSlice';
import { useDeleteCollectionMutation, type Collection } from '../collectionsApi';

interface DeleteCollectionDialogProps {
  collection: Pick<Collection, 'id' | 'name'> | null;
  onClose: () => void;
  /** After the server deleted it. */
  onDeleted?: () => void;
}

/** Delete, once confirmed: the collection goes, its models stay on the marketplace. */
export function DeleteCollectionDialog({
  collection,
  onClose,
  onDeleted,
}: DeleteCollectionDialogProps) {
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useDeleteCollectionMutation();

  const confirm = async () => {
    if (!collection) return;
    try {
      await remove(collection.id).unwrap();
    } catch {
      return; // Toasted by the one error path.
    }
    dispatch(
      showToast({ kind: 'success', title: 'Collection deleted', description: collection.name }),
    );
    onClose();
    onDeleted?.();
  };

  return (
    <Modal
      open={!!collection}
      title={`Delete ${collection?.name ?? 'collection'}?`}
      okText="Delete"
      okButtonProps={{
        danger: true,
        loading: isLoading,
        'data-testid': 'collection-delete-confirm',
      }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      The collection and its list go for good. The models in it stay on the marketplace.
    </Modal>
  );
}
