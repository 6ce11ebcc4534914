// The bare Hono baseline for `npm run bench`: the server's framework and Node adapter serving one small JSON
// route, with no middleware and no database. Run as its own process (like the real server) on PORT, as plain
// JavaScript like the production server it is compared with.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/api/ping', (c) => c.json({ status: 'ok' }));

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
