/** What other features use from moderation: the report button (any page) and the reviews section. */
export { ReportButton, type ReportButtonProps } from './report-button';
export { ReviewsSection, type ReviewsSectionProps } from './reviews-section';
export { REPORT_TYPES_ROOT, REVIEWS_ROOT, reviewsKey, type ReportTarget, type ReviewTarget } from './api';
