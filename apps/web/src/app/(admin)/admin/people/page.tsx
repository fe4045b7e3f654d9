import { PeoplePage } from "@/features/admin/people-page";

export default function AdminPeople() {
  return <PeoplePage />;
}
