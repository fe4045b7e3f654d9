import { PersonPage } from "@/features/admin/person-page";

export default async function AdminPerson({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PersonPage id={id} />;
}
