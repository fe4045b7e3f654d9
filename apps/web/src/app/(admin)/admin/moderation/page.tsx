import { ModerationPage } from "@/features/admin/moderation-page";

export default function AdminModeration() {
  return <ModerationPage />;
}
