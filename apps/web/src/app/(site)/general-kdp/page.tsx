import { CategoryPage, categoryMetadata } from "@/features/catalogue/category-page";

export const metadata = categoryMetadata("general");

export default function Page() {
  return <CategoryPage id="general" />;
}
