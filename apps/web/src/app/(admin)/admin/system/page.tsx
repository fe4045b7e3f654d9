import { SystemPage } from "@/features/admin/system-page";

export default function AdminSystem() {
  return <SystemPage />;
}
