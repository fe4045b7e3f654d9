import { KdpFiguresPage } from "@/features/admin/kdp-figures-page";

export default function AdminKdpFigures() {
  return <KdpFiguresPage />;
}
