import { toast } from '@app/ui/toaster';
import { refusalOf, refusalText } from './refusal';

/** A failed write as one toast: the page's words (`fallback`) as its title, the reason below them. */
export function toastRefusal(error: unknown, fallback: string): void {
  toast.error(fallback, refusalText(refusalOf(error)));
}
