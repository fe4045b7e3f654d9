import { CategoryPage, categoryMetadata } from "@/features/catalogue/category-page";

export const metadata = categoryMetadata("research");

export default function Page() {
  return <CategoryPage id="research" />;
}
