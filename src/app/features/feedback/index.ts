/** Feedback on a video: sending it as a fan, reading and answering it as a creator. Other features and routes import it only through this file. */
export {
  creatorInboxQueryOptions,
  ownSubmissionsQueryOptions,
  serviceQueryOptions,
  submissionQueryOptions,
} from './api';
export { CreatorFeedbackPage } from './creator-feedback-page';
export { SendFeedbackLink } from './send-feedback-link';
export { SendFeedbackPage } from './send-feedback-page';
export { SubmissionPage } from './submission-page';
