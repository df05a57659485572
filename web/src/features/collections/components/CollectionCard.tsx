import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import Button from 'antd/es/button';
import { Link } from 'react-router-dom';
import { countOf } from '../../../components/format';
import { PreviewImage } from '../../listings/components/PreviewImage';
import { pictureOf } from '../../listings/listing-display';
import { collectionPath } from '../collection-rules';
import type { Collection } from '../collectionsApi';
import styles from './CollectionCard.module.css';
import { VisibilityTag } from './VisibilityTag';

interface CollectionCardProps {
  collection: Collection;
  onEdit: () => void;
  onToggleVisibility: () => void;
  onDelete: () => void;
  /** Its visibility is being changed. */
  saving: boolean;
}

/** One of the user's collections on the profile's Collections tab, with what its owner can do. */
export function CollectionCard({
  collection,
  onEdit,
  onToggleVisibility,
  onDelete,
  saving,
}: CollectionCardProps) {
  const path = collectionPath(collection.id);
  const cover = collection.cover
    ? pictureOf(collection.cover.storageUrl, collection.cover.variants)
    : null;
  return (
    <li className={styles.card} data-testid={`collection-card-${collection.id}`}>
      <Link to={path} tabIndex={-1} aria-hidden className={styles.media}>
        <PreviewImage
          src={cover}
          alt=""
          sizes="(max-width: 560px) 100vw, (max-width: 900px) 50vw, 380px"
          caption={collection.itemCount === 0 ? 'NOTHING SAVED YET' : null}
          className={styles.preview}
        />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={path} className={styles.link} data-testid="collection-card-name">
            {collection.name}
          </Link>
        </h3>
        <p className={styles.meta}>
          <span data-testid="collection-card-count">{countOf(collection.itemCount, 'model')}</span>
          <VisibilityTag isPublic={collection.isPublic} />
        </p>
        <div className={styles.actions}>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={onEdit}
            data-testid="collection-edit"
          >
            Rename
          </Button>
          <Button
            size="small"
            icon={collection.isPublic ? <LockOutlined /> : <GlobalOutlined />}
            loading={saving}
            onClick={onToggleVisibility}
            data-testid="collection-toggle-visibility"
          >
            {collection.isPublic ? 'Make private' : 'Make public'}
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${collection.name}`}
            title="Delete"
            onClick={onDelete}
            data-testid="collection-delete"
          />
        </div>
      </div>
    </li>
  );
}
