import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { defineJob } from '../../jobs/define-job';
import { notify } from './notify';

/** Reminders go this many hours before a class starts. */
const REMINDERS = [24, 1] as const;
/** The job runs every minute; a class whose reminder moment passed within this window still gets it. */
const WINDOW_MINUTES = 30;

/**
 * Reminds every fan entitled to a class (bought, free or subscribed; not revoked or expired) 24 h and 1 h before it
 * starts. The dedupe key (meeting × hours) makes a second run, or two instances running at once, add nothing.
 */
export async function sendClassReminders(deps: Deps): Promise<number> {
  const now = new Date(deps.clock.now());
  let sent = 0;
  for (const hours of REMINDERS) {
    const rows = (await deps.db.execute(sql`
      select m.id as meeting_id, m.starts_at, c.id as content_id, c.title, e.user_id
      from meetings m
      join content c on c.id = m.content_id and c.deleted_at is null
      join entitlements e on e.content_id = c.id and e.revoked_at is null
        and (e.expires_at is null or e.expires_at > m.starts_at) and e.source <> 'own'
      where m.starts_at > ${now}
        and m.starts_at <= ${new Date(now.getTime() + hours * 3600_000)}
        and m.starts_at > ${new Date(now.getTime() + hours * 3600_000 - WINDOW_MINUTES * 60_000)}
        and not exists (select 1 from notifications n where n.user_id = e.user_id
          and n.dedupe_key = 'class-reminder:' || m.id || ':' || ${hours})
    `)) as unknown as {
      rows: { meeting_id: number; starts_at: string | Date; content_id: number; title: string; user_id: number }[];
    };
    for (const r of rows.rows) {
      await deps.db.transaction(async (tx) => {
        await notify(tx, {
          userId: Number(r.user_id),
          kind: 'class-reminder',
          objectType: 'content',
          objectId: Number(r.content_id),
          data: {
            title: r.title,
            starts_at: new Date(r.starts_at).toISOString(),
            hours_before: hours,
            meeting_id: Number(r.meeting_id),
          },
          dedupeKey: `class-reminder:${r.meeting_id}:${hours}`,
        });
      });
      sent += 1;
    }
  }
  return sent;
}

export const classRemindersJob = defineJob({
  name: 'class-reminders',
  cron: '* * * * *',
  run: async (deps) => {
    await sendClassReminders(deps);
  },
});
