import { OverviewPage } from "@/features/admin/overview-page";

export default function AdminOverview() {
  return <OverviewPage />;
}
