import { useEffect } from 'react';

const DEFAULT_DESCRIPTION =
  'Pitstop Prints is the marketplace for 3D-printable car parts: download print-ready STL files for mounts, trim, ducts and mods, matched to your make, model, year and trim.';

/** Sets the document title and the meta description for the page being shown. */
export function usePageMeta(title: string, description = DEFAULT_DESCRIPTION) {
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
