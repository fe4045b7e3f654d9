import { CategoryPage, categoryMetadata } from "@/features/catalogue/category-page";

export const metadata = categoryMetadata("training");

export default function Page() {
  return <CategoryPage id="training" />;
}
