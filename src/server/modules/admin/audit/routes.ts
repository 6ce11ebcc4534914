import { listQuerySchema } from '@shared/list-query';
import { AuditEntrySchema, auditListResource } from '@shared/schemas/admin';
import { Page } from '@shared/schemas/envelope';
import { defineRoute, page } from '../../../http/route';
import { adminOnly, adminRouter } from '../router';
import { listAudit } from './list-audit';

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/audit',
    summary: 'The audit log of admin writes (list query)',
    ...adminOnly,
    query: listQuerySchema(auditListResource),
    responses: { 200: Page(AuditEntrySchema) },
  },
  async (c) => {
    const { data, meta } = await listAudit(c.var.deps.db, c.req.queries());
    return page(c, data, meta);
  },
);
