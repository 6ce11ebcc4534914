import * as v from 'valibot';

const port = v.pipe(v.optional(v.string(), '8080'), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535));
const flag = (fallback?: boolean) =>
  v.pipe(
    v.optional(v.picklist(['1', '0', 'true', 'false', 'yes', 'no', ''])),
    v.transform((s) => (s === undefined || s === '' ? fallback : ['1', 'true', 'yes'].includes(s))),
  );

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A provider's endpoint: https, or plain http on loopback only (the test stand-ins). */
const providerUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.check((s) => {
    const url = new URL(s);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  }, 'must be https (plain http only on loopback)'),
);

const EnvSchema = v.object({
  PORT: port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  STORAGE: v.optional(v.picklist(['local', 's3']), 'local'),
  /** STORAGE=s3: the bucket, its region, and for S3-compatible services an endpoint (path-style addressing). */
  S3_BUCKET: v.optional(v.pipe(v.string(), v.minLength(3))),
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_FORCE_PATH_STYLE: flag(),
  /** Signs upload and media URLs; every instance behind one load balancer needs the same value. */
  MEDIA_SIGNING_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.string(), 'Stagepass <no-reply@stagepass.local>'),
  PAYMENTS: v.optional(v.picklist(['test', 'paypal']), 'test'),
  PAYPAL_CLIENT_ID: v.optional(v.string()),
  PAYPAL_CLIENT_SECRET: v.optional(v.string()),
  PAYPAL_WEBHOOK_ID: v.optional(v.string()),
  PAYPAL_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api-m.sandbox.paypal.com'),
  DEMO: flag(),
  /** Social sign-in: a provider shows its button only when its credentials are set. */
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  GOOGLE_CLIENT_SECRET: v.optional(v.string()),
  GOOGLE_ISSUER: v.optional(providerUrl, 'https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: v.optional(v.string()),
  FACEBOOK_CLIENT_SECRET: v.optional(v.string()),
  FACEBOOK_DIALOG_URL: v.optional(providerUrl, 'https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: v.optional(providerUrl, 'https://graph.facebook.com/v19.0'),
  APPLE_CLIENT_ID: v.optional(v.string()),
  APPLE_TEAM_ID: v.optional(v.string()),
  APPLE_KEY_ID: v.optional(v.string()),
  /** The .p8 key's PKCS#8 PEM (newlines may be written as \n). */
  APPLE_PRIVATE_KEY: v.optional(v.string()),
  APPLE_ISSUER: v.optional(providerUrl, 'https://appleid.apple.com'),
  /** The web client's credentials; the built PWA asks for its client token with these. */
  WEB_CLIENT_ID: v.optional(v.string(), 'stagepass-web'),
  WEB_CLIENT_SECRET: v.optional(v.string(), 'stagepass-web-secret'),
  /** Behind our own reverse proxy: take the client IP from X-Forwarded-For (login throttle, logs). Off by default. */
  TRUST_PROXY: flag(false),
  /** A repeated token-less catalogue request is answered from the instance's memory for this long (0: never). */
  ANONYMOUS_COPY_SECONDS: v.pipe(
    v.optional(v.string(), '1'),
    v.transform(Number),
    v.integer(),
    v.minValue(0),
    v.maxValue(30),
  ),
  /** /metrics answers callers on this machine, and anyone sending `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(24, 'must be at least 24 characters'))),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'info', 'debug']), 'info'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  /** How soon the work of a crashed server is retried: a job's heartbeat lapses after this many seconds. */
  JOB_RECOVERY_SECONDS: v.pipe(
    v.optional(v.string(), '60'),
    v.transform(Number),
    v.integer(),
    v.minValue(2),
    v.maxValue(3600),
  ),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once and fails fast, naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.output;
  if (c.PAYMENTS === 'paypal' && !(c.PAYPAL_CLIENT_ID && c.PAYPAL_CLIENT_SECRET && c.PAYPAL_WEBHOOK_ID)) {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID',
    );
  }
  if (c.STORAGE === 's3' && !c.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  STORAGE=s3 needs S3_BUCKET');
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    publicUrl,
    /** Demo data loads by default only into the embedded database. */
    demo: c.DEMO ?? !c.DATABASE_URL,
  };
}
