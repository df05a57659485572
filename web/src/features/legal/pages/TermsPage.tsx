import { LegalDocumentView } from '../components/LegalDocumentView';
import { TERMS_OF_SERVICE } from '../content/terms';

export default function TermsPage() {
  return <LegalDocumentView doc={TERMS_OF_SERVICE} />;
}
