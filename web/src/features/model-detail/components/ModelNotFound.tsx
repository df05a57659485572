import { OffTrack } from '../../../components/OffTrack';

/** An unknown slug (or a listing this viewer may not see). */
export function ModelNotFound() {
  return <OffTrack text="This model couldn't be found in the paddock." testId="model-not-found" />;
}
