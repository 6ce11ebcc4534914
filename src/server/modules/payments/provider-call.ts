import { CommerceDescriptors as M } from '@shared/schemas/commerce';
import { AppError } from '../../http/errors';
import { ProviderRefusedError, ProviderUnavailableError } from '../../services/payments';

/**
 * Runs one call to the payment provider (never inside a database transaction). An outage is a 503 the
 * person can retry; a refusal we did not expect is logged by the caller and answered as unavailable too,
 * because nothing the person changes would fix it.
 */
export async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError) {
      throw new AppError(503, M.providerUnavailable);
    }
    throw error;
  }
}

export function returnUrls(publicUrl: string, locale: string, path: string, contentId: number) {
  const base = `${publicUrl}/${locale}/${path}?content_id=${contentId}`;
  return { returnUrl: base, cancelUrl: `${base}&cancelled=1` };
}
