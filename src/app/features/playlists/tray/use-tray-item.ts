import { useEffect, useState } from 'react';
import { trayStore, type TrayItem } from '@app/platform/storage';

/**
 * The stored tray item, re-read whenever it changes: undefined while it is being read, null when
 * there is none (the player waits for the answer before choosing which video to start with).
 */
export function useTrayItem(): TrayItem | null | undefined {
  const [item, setItem] = useState<TrayItem | null | undefined>();
  useEffect(() => {
    let active = true;
    const read = () => void trayStore.get().then((next) => active && setItem(next ?? null));
    read();
    const stop = trayStore.subscribe(read);
    return () => {
      active = false;
      stop();
    };
  }, []);
  return item;
}
