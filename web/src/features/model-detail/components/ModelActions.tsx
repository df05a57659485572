import DownOutlined from '@ant-design/icons/DownOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import Button from 'antd/es/button';
// Space's Compact alone: the button's code has it already, Space itself is more (issue 35).
import SpaceCompact from 'antd/es/space/Compact';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../../app/access';
import { useAppDispatch } from '../../../app/hooks';
import { LinkButton } from '../../../components/LinkButton';
import { HeartMenu } from '../../collections/components/HeartMenu';
import type { Listing } from '../../listings/listingsApi';
import { useListingLike } from '../../listings/useListingLike';
import { showToast } from '../../notifications/toastSlice';
import { copyText, modelPageUrl } from '../share-link';
import styles from './ModelActions.module.css';

// Code-split: few visitors ever report a model.
const ReportDialog = lazy(() => import('./ReportDialog'));

/**
 * Edit (the model's seller only, docs/product.md §6), like with the heart's menu (Save to
 * collection), share and report.
 */
export function ModelActions({ listing }: { listing: Listing }) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const { liked, likeCount, pending, toggle } = useListingLike(listing);
  const [reporting, setReporting] = useState(false);
  const [reportLoaded, setReportLoaded] = useState(false);
  const canEdit = !!user && user.id === listing.sellerId;

  const share = async () => {
    const url = modelPageUrl(window.location.origin, listing.slug);
    const copied = await copyText(url);
    dispatch(
      showToast(
        copied
          ? {
              kind: 'success',
              title: 'Link copied',
              description: 'Paste it anywhere to share this part.',
            }
          : { kind: 'error', title: "Couldn't copy the link", description: url },
      ),
    );
  };

  const openReport = () => {
    setReportLoaded(true);
    setReporting(true);
  };

  return (
    <div className={styles.actions} role="group" aria-label="Model actions">
      {canEdit && (
        <LinkButton
          to={`/edit-model/${encodeURIComponent(listing.id)}`}
          size="large"
          icon={<EditOutlined aria-hidden />}
          aria-label="Edit model"
          title="Edit model"
          data-testid="model-edit"
        />
      )}
      <SpaceCompact>
        <Button
          size="large"
          className={liked ? styles.liked : undefined}
          icon={liked ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
          aria-pressed={liked}
          aria-label={`${liked ? 'Remove from favorites' : 'Add to favorites'} (${likeCount} likes)`}
          title={liked ? 'Remove from favorites' : 'Add to favorites'}
          loading={pending}
          data-testid="model-like"
          data-liked={liked}
          onClick={() => void toggle()}
        >
          <span data-testid="model-like-count">{likeCount}</span>
        </Button>
        <HeartMenu listing={listing}>
          <Button
            size="large"
            icon={<DownOutlined aria-hidden />}
            aria-label="Save: favorites or a collection"
            title="Save to collection"
            data-testid="model-heart-menu"
          />
        </HeartMenu>
      </SpaceCompact>
      <Button
        size="large"
        icon={<ShareAltOutlined aria-hidden />}
        aria-label="Share: copy the link"
        title="Copy the link"
        data-testid="model-share"
        onClick={() => void share()}
      />
      <Button
        size="large"
        icon={<FlagOutlined aria-hidden />}
        aria-label="Report this model"
        title="Report this model"
        data-testid="model-report"
        onClick={openReport}
      />
      {reportLoaded && (
        <Suspense fallback={null}>
          <ReportDialog
            listing={listing}
            signedIn={!!user}
            open={reporting}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
