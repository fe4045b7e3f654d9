import { BLOG_AUTHOR, blogCategories, blogPosts } from "../blog";
import { getToolOrThrow } from "../catalogue/tools";
import { assembleBook, type Book } from "./book";
import { FIELD_GUIDE_ID } from "./ids";

export { FIELD_GUIDE_ID, FIELD_GUIDE_LISTEN_PATH } from "./ids";

/*
 * The company's book as the site lists it (the `self-publishing-handbook` entry, /spt-book),
 * compiled from the blog (decision 0072). The courses' lessons are left out: the masterclass is a
 * paid product, and a free bonus must not give it away.
 */

export const fieldGuide: Book = assembleBook(
  {
    id: FIELD_GUIDE_ID,
    title: getToolOrThrow("self-publishing-handbook").item,
    subtitle: "The Inkforge field guide to self-publishing on Amazon KDP",
    author: BLOG_AUTHOR,
  },
  { posts: blogPosts, categories: blogCategories },
);
