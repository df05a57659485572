import { personName } from '../../../components/person-name';
import { useGetSellerFitPhotosQuery } from '../fitConfirmationsApi';
import { MakesGallery } from './MakesGallery';

/** A creator's Makes: owners' approved photos of their parts; nothing while there are none. */
export function CreatorMakes({ sellerId, className }: { sellerId: string; className?: string }) {
  const { data } = useGetSellerFitPhotosQuery(sellerId);
  if (!data || data.length === 0) return null;
  return (
    <section className={className} aria-labelledby="creator-makes">
      <h2 id="creator-makes">MAKES</h2>
      <MakesGallery
        testId="creator-makes"
        photos={data.map((photo) => ({
          id: photo.confirmationId,
          url: photo.url,
          caption: `${personName(photo.author, 'An owner')}'s ${photo.vehicleLabel}`,
          listing: photo.listing,
        }))}
      />
    </section>
  );
}
