import { CategoryPage, categoryMetadata } from "@/features/catalogue/category-page";

export const metadata = categoryMetadata("design");

export default function Page() {
  return <CategoryPage id="design" />;
}
