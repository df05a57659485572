import Button from 'antd/es/button';
import { SLICERS, type Slicer } from '@pitstop/contracts';
import type { Listing } from '../../listings/listingsApi';
import type { ModelFile } from '../../downloads/downloadsApi';
import { useSignInPrompt } from '../../listings/sign-in-prompt';
import { useAddToCart } from '../../listings/useAddToCart';
import { useNavigate } from 'react-router-dom';
import { SLICER_LINKS_REFRESH_MS, useGetSlicerLinksQuery } from '../printFactsApi';
import styles from './PrintFacts.module.css';

/** What the viewer may do with the file: open it, sign in first, or buy it first. */
export type SlicerAccess = 'open' | 'sign-in' | 'buy';

/** The slicers offered before the file's links are known (3MF adds Bambu Studio). */
function offered(file: ModelFile): Slicer[] {
  const slicers: Slicer[] = ['orcaslicer'];
  if (/\.3mf$/i.test(file.filename)) slicers.push('bambustudio');
  slicers.push('cura');
  return slicers;
}

/**
 * 'Open in slicer' for one file: links into the slicers for whoever may download it (the
 * server's short-lived signed address, asked again while the page stays open); for a visitor
 * the same buttons ask to sign in, for someone who has not bought it they buy it.
 */
export function SlicerButtons({
  listing,
  file,
  access,
}: {
  listing: Listing;
  file: ModelFile;
  access: SlicerAccess;
}) {
  if (access === 'open') return <SlicerLinksFor listing={listing} file={file} />;
  return <SlicerPrompts listing={listing} file={file} access={access} />;
}

function SlicerLinksFor({ listing, file }: { listing: Listing; file: ModelFile }) {
  const links = useGetSlicerLinksQuery(
    { listingId: listing.id, fileId: file.id },
    { pollingInterval: SLICER_LINKS_REFRESH_MS, skipPollingIfUnfocused: true },
  );
  if (links.isError) return <span className={styles.muted}>Could not prepare the links</span>;
  if (!links.data) return <span className={styles.muted}>Preparing…</span>;
  return (
    <span className={styles.slicers}>
      {links.data.links.map((link) => (
        <a
          key={link.slicer}
          href={link.href}
          className={styles.slicerLink}
          data-testid={`open-in-${link.slicer}`}
        >
          {link.name}
        </a>
      ))}
    </span>
  );
}

function SlicerPrompts({
  listing,
  file,
  access,
}: {
  listing: Listing;
  file: ModelFile;
  access: Exclude<SlicerAccess, 'open'>;
}) {
  const promptSignIn = useSignInPrompt();
  const navigate = useNavigate();
  const { add, adding } = useAddToCart();
  const go = async () => {
    if (access === 'sign-in') return promptSignIn('download');
    if (await add(listing)) navigate('/cart');
  };
  return (
    <span className={styles.slicers}>
      {offered(file).map((slicer) => (
        <Button
          key={slicer}
          size="small"
          loading={adding}
          onClick={() => void go()}
          title={
            access === 'sign-in'
              ? 'Sign in to open it in your slicer'
              : 'Buy it to open it in your slicer'
          }
          data-testid={`open-in-${slicer}`}
        >
          {SLICERS[slicer].name}
        </Button>
      ))}
    </span>
  );
}
