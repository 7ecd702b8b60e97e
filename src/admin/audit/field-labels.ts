import { auditObjectType, type AuditFieldLabels } from '#src/domain/audit';
import { es } from '#src/i18n/es-admin';
import { ADMIN_RESOURCES } from '#src/admin/resources/all';

/**
 * The history's field labels: each resource definition's form labels under its object type
 * (the same words as its editor), over the audit texts' own labels for customers, purchases and
 * credits.
 */
function buildLabels(): AuditFieldLabels {
  const labels: Record<string, Record<string, string>> = {};
  for (const [object, fields] of Object.entries(es.audit.fieldLabels)) labels[object] = { ...fields };
  for (const resource of ADMIN_RESOURCES) {
    const object = auditObjectType(resource.api.idKey);
    const own: Record<string, string> = {};
    for (const field of resource.fields) own[field.name] = field.label;
    labels[object] = { ...labels[object], ...own };
  }
  return labels;
}

export const AUDIT_FIELD_LABELS: AuditFieldLabels = buildLabels();
