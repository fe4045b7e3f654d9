import { AuditPage } from "@/features/admin/audit-page";

export default function AdminAudit() {
  return <AuditPage />;
}
