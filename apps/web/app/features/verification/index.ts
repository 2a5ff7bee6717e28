// The verification feature's public face: the profile's Verification page and its data.
export { sowQuestionnaireQueryOptions } from './api/sow-questionnaire.ts';
export { verificationQueryOptions } from './api/verification.ts';
export { VerificationPage } from './components/verification-page.tsx';
