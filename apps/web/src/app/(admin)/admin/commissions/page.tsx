import { CommissionsPage } from "@/features/admin/commissions-page";

export default function AdminCommissions() {
  return <CommissionsPage />;
}
