import { useEffect, useState } from 'react';
import { trayStore, type TrayItem } from '@app/lib/storage';

/** The stored tray item, re-read whenever it changes; undefined while loading or when there is none. */
export function useTrayItem(): TrayItem | undefined {
  const [item, setItem] = useState<TrayItem | undefined>();
  useEffect(() => {
    let active = true;
    const read = () => void trayStore.get().then((next) => active && setItem(next));
    read();
    const stop = trayStore.subscribe(read);
    return () => {
      active = false;
      stop();
    };
  }, []);
  return item;
}
