/** The rule is pure and shared with the API (the studio's price fields), so it lives once in src/shared. */
export { filterNumberEdit, isValidNumberText, sanitizeNumberText, type NumberRule } from '@shared/number-text';
