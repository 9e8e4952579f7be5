export { AdvertisingForm } from './AdvertisingForm';
export { ContactForm } from './ContactForm';
export { SubmissionForm, type SubmissionPreset } from './SubmissionForm';
