import type { Db } from '../../db/client';
import type { OpsAuditRepository } from './ops-audit.repository';

/** The audit log, newest first, searchable by action, operator and target. */
export function createOpsAuditService(deps: { db: Db; repo: OpsAuditRepository }) {
  const { db, repo } = deps;
  return {
    listAudit: (filter: Parameters<OpsAuditRepository['listAudit']>[1]) => repo.listAudit(db, filter),
  };
}
export type OpsAuditService = ReturnType<typeof createOpsAuditService>;
