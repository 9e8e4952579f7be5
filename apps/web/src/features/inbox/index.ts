export { AdvertisingForm } from './AdvertisingForm';
export { ContactForm } from './ContactForm';
export { SubmissionForm } from './SubmissionForm';
