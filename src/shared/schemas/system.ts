import * as v from 'valibot';
import { answer } from './envelope';

/** The probes' answers (GET /api/health, /api/ready, /api/ping): load balancers and the bench read them. */
export const HealthSchema = answer(v.object({ status: v.literal('ok') }));

const ReadinessChecksSchema = v.object({ database: v.boolean(), migrations: v.boolean(), storage: v.boolean() });
export const ReadySchema = answer(v.object({ status: v.literal('ready'), checks: ReadinessChecksSchema }));
/** Not ready: the error envelope's message, and which checks failed. */
export const NotReadySchema = answer(v.object({ message: v.string(), checks: ReadinessChecksSchema }));

export const PongSchema = answer(v.object({ pong: v.literal(true) }));
