import { LegalDocumentView } from '../components/LegalDocumentView';
import { DMCA_POLICY } from '../content/dmca';

export default function DmcaPage() {
  return <LegalDocumentView doc={DMCA_POLICY} />;
}
