/** What other features use from moderation: the report button (any page) and the reviews section. */
export { ReportButton } from './report-button';
export { ReviewsSection } from './reviews-section';
