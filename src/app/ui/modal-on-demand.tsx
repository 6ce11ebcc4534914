import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal';

const Modal = lazy(() => import('./modal').then((m) => ({ default: m.Modal })));

/**
 * The app's modal for pages in a first view (content, creator): renders nothing, and loads no Ark dialog code,
 * until first opened; from then on it is `Modal`, kept mounted so closing animates as before.
 */
export function ModalOnDemand(props: ModalProps) {
  const [needed, setNeeded] = useState(false);
  if (props.open && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  ) : null;
}
