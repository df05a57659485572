import { LegalDocumentView } from '../../legal/components/LegalDocumentView';
import { fitCheckGuide, heatZonesGuide, materialsGuide } from '../guides';

export function MaterialsGuidePage() {
  return <LegalDocumentView doc={materialsGuide} />;
}

export function HeatZonesGuidePage() {
  return <LegalDocumentView doc={heatZonesGuide} />;
}

export function FitCheckGuidePage() {
  return <LegalDocumentView doc={fitCheckGuide} />;
}
