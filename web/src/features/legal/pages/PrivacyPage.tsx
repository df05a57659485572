import { LegalDocumentView } from '../components/LegalDocumentView';
import { PRIVACY_POLICY } from '../content/privacy';

export default function PrivacyPage() {
  return <LegalDocumentView doc={PRIVACY_POLICY} />;
}
