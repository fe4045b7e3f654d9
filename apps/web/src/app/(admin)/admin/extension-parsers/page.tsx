import { ParseFailuresPage } from "@/features/admin/parse-failures-page";

export default function AdminExtensionParsers() {
  return <ParseFailuresPage />;
}
