import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FolderOpenOutlined from '@ant-design/icons/FolderOpenOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { collectionPageHead } from '@pitstop/contracts';
import Button from 'antd/es/button';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
import { useCurrentUser } from '../../../app/access';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../components/EmptyState';
import { countOf } from '../../../components/format';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { OffTrack } from '../../../components/OffTrack';
import { personName } from '../../../components/person-name';
import { usePageMeta } from '../../../components/usePageMeta';
import { creatorPath } from '../../creators/creator-path';
import { ListingGrid } from '../../listings/components/ListingGrid';
import type { Listing } from '../../listings/listingsApi';
import { copyText } from '../../model-detail/share-link';
import { showToast } from '../../notifications/toastSlice';
import { collectionPath } from '../collection-rules';
import {
  useGetCollectionInfiniteQuery,
  useRemoveFromCollectionMutation,
  useUpdateCollectionMutation,
  type CollectionDetail,
} from '../collectionsApi';
import { CollectionFormDialog } from '../components/CollectionFormDialog';
import { DeleteCollectionDialog } from '../components/DeleteCollectionDialog';
import { VisibilityTag } from '../components/VisibilityTag';
import styles from './CollectionPage.module.css';

/**
 * /collections/{id}: a collection's own page and shareable link. Anyone sees a public one; a
 * private one is its owner's alone (everyone else gets the 'not found' screen, as for one that
 * does not exist). Its owner renames it, makes it public or private, deletes it and takes
 * models out of it here.
 */
export default function CollectionPage() {
  const { id = '' } = useParams();
  const {
    data,
    error,
    isError,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useGetCollectionInfiniteQuery(id);
  const collection = data?.pages[0];
  const notFound = !collection && isError && isApiError(error) && error.status === 404;

  // The same words the gateway wrote into the served page's head.
  const head = collectionPageHead(
    collection
      ? { ...collection, ownerName: personName(collection.owner, 'a Pitstop Prints member') }
      : null,
    notFound,
  );
  usePageMeta(head.title, head.description);

  if (notFound)
    return (
      <OffTrack
        text="This collection is private or no longer exists."
        testId="collection-not-found"
      />
    );
  if (!collection && isError)
    return (
      <div className={`pp-container ${styles.page}`}>
        <LoadError
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          testId="collection-load-error"
        />
      </div>
    );

  return (
    <div className={`pp-container ${styles.page}`}>
      {collection ? (
        <CollectionHeader collection={collection} />
      ) : (
        <div className={`pp-skeleton ${styles.headerSkeleton}`} aria-hidden />
      )}
      <CollectionItems
        collection={collection}
        items={data?.pages.flatMap((page) => page.items)}
        hasMore={hasNextPage}
        loadingMore={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
      />
    </div>
  );
}

function CollectionHeader({ collection }: { collection: CollectionDetail }) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [update, updating] = useUpdateCollectionMutation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const isOwner = user?.id === collection.owner.id;
  const owner = personName(collection.owner, 'Unknown');

  const share = async () => {
    const url = `${window.location.origin}${collectionPath(collection.id)}`;
    const copied = await copyText(url);
    dispatch(
      showToast(
        copied
          ? {
              kind: 'success',
              title: 'Link copied',
              description: 'Paste it anywhere to share this collection.',
            }
          : { kind: 'error', title: "Couldn't copy the link", description: url },
      ),
    );
  };

  const toggleVisibility = async () => {
    try {
      const saved = await update({ id: collection.id, isPublic: !collection.isPublic }).unwrap();
      dispatch(
        showToast({
          kind: 'success',
          title: saved.isPublic ? 'Collection is public' : 'Collection is private',
          description: saved.isPublic
            ? 'Anyone with the link can see it now.'
            : 'Only you can see it now.',
        }),
      );
    } catch {
      // Toasted by the one error path.
    }
  };

  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>
        <FolderOpenOutlined aria-hidden /> COLLECTION
      </p>
      <h1 className={styles.name} data-testid="collection-name">
        {collection.name}
      </h1>
      <div className={styles.meta}>
        <VisibilityTag isPublic={collection.isPublic} />
        <span data-testid="collection-count">{countOf(collection.itemCount, 'model')}</span>
        <span>
          by{' '}
          <Link
            to={creatorPath(collection.owner.id)}
            className={styles.owner}
            data-testid="collection-owner"
          >
            {owner}
          </Link>
        </span>
      </div>
      <div className={styles.actions}>
        {collection.isPublic && (
          <Button
            icon={<ShareAltOutlined />}
            onClick={() => void share()}
            data-testid="collection-share"
          >
            Share
          </Button>
        )}
        {isOwner && (
          <>
            <Button
              icon={<EditOutlined />}
              onClick={() => setEditing(true)}
              data-testid="collection-edit"
            >
              Rename
            </Button>
            <Button
              icon={collection.isPublic ? <LockOutlined /> : <GlobalOutlined />}
              loading={updating.isLoading}
              onClick={() => void toggleVisibility()}
              data-testid="collection-toggle-visibility"
            >
              {collection.isPublic ? 'Make private' : 'Make public'}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => setDeleting(true)}
              data-testid="collection-delete"
            >
              Delete
            </Button>
          </>
        )}
      </div>
      {isOwner && !collection.isPublic && (
        <p className={styles.note} data-testid="collection-private-note">
          <LockOutlined aria-hidden /> Only you can see this collection. Make it public to share its
          link.
        </p>
      )}
      {isOwner && (
        <>
          <CollectionFormDialog
            open={editing}
            collection={collection}
            onClose={() => setEditing(false)}
          />
          <DeleteCollectionDialog
            collection={deleting ? collection : null}
            onClose={() => setDeleting(false)}
            onDeleted={() => navigate('/profile?tab=collections')}
          />
        </>
      )}
    </header>
  );
}

interface CollectionItemsProps {
  collection: CollectionDetail | undefined;
  items: Listing[] | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

function CollectionItems({
  collection,
  items,
  hasMore,
  loadingMore,
  onLoadMore,
}: CollectionItemsProps) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [remove] = useRemoveFromCollectionMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const isOwner = !!collection && user?.id === collection.owner.id;

  if (collection && items?.length === 0)
    return isOwner ? (
      <EmptyState
        icon={<FolderOpenOutlined />}
        title="Nothing saved yet"
        testId="collection-empty"
        actions={
          <LinkButton to="/search" type="primary" size="large" icon={<SearchOutlined />}>
            Browse Parts
          </LinkButton>
        }
      >
        Save parts here from the heart menu on any card or model page.
      </EmptyState>
    ) : (
      <EmptyState icon={<FolderOpenOutlined />} title="Nothing saved yet" testId="collection-empty">
        {personName(collection.owner, 'Its owner')} hasn't saved any parts here yet.
      </EmptyState>
    );

  const takeOut = async (listing: Listing) => {
    if (!collection) return;
    setRemoving(listing.id);
    try {
      await remove({ collectionId: collection.id, modelId: listing.id }).unwrap();
      dispatch(
        showToast({
          kind: 'success',
          title: 'Removed from collection',
          description: `${listing.title} is no longer in ${collection.name}.`,
        }),
      );
    } catch {
      // Toasted by the one error path.
    } finally {
      setRemoving(null);
    }
  };

  return (
    <ListingGrid
      listings={items}
      label={collection ? `Models in ${collection.name}` : 'the collection'}
      testId="collection-items"
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      action={
        isOwner
          ? (listing) => (
              <Button
                size="small"
                icon={<MinusCircleOutlined />}
                loading={removing === listing.id}
                onClick={() => void takeOut(listing)}
                aria-label={`Remove ${listing.title} from this collection`}
                data-testid="collection-remove"
              >
                Remove
              </Button>
            )
          : undefined
      }
    />
  );
}
