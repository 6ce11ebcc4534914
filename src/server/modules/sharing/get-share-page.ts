import type { Locale } from '@shared/locales';
import type { Db } from '../../db/client';
import { serializeContents } from '../content';
import { findSharedContent } from './get-shared-content';
import type { SharePage } from './render-share-page';

/** What the preview of a shared item shows: only public facts (title, description, cover), as a visitor sees them. */
export async function getSharePage(db: Db, publicUrl: string, id: number, lang: Locale, now: Date): Promise<SharePage> {
  const row = await findSharedContent({ db }, id);
  const [item] = await serializeContents({ db, viewer: null, now, locale: lang }, [row], ['cover']);
  const cover = item?.cover?.resize_url ?? null;
  return {
    lang,
    title: row.title,
    description: row.deletedAt ? '' : row.description,
    pageUrl: `${publicUrl}/${lang}/content/${id}`,
    imageUrl: cover ? new URL(cover, `${publicUrl}/`).href : null,
  };
}
