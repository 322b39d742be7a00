import { LEGAL_NOTICE, PRIVACY, TERMS } from './documents'
import { LegalPage } from './LegalPage'

export const TermsPage = () => <LegalPage document={TERMS} />
export const PrivacyPolicyPage = () => <LegalPage document={PRIVACY} />
export const LegalNoticePage = () => <LegalPage document={LEGAL_NOTICE} />
