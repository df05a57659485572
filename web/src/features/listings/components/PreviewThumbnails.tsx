import { PreviewImage } from './PreviewImage';

interface PreviewThumbnailsProps {
  /** The listing's title, for each image's alt text. */
  title: string;
  images: readonly string[];
  /** What the list is, for screen readers. */
  label: string;
  className?: string;
  imageClassName?: string;
}

/** A listing's preview images as a list of thumbnails (the caller lays them out). */
export function PreviewThumbnails({
  title,
  images,
  label,
  className,
  imageClassName,
}: PreviewThumbnailsProps) {
  return (
    <ul className={className} aria-label={label}>
      {images.map((src, index) => (
        <li key={src}>
          <PreviewImage
            src={src}
            alt={`${title}, preview ${index + 1}`}
            caption={null}
            className={imageClassName}
          />
        </li>
      ))}
    </ul>
  );
}
