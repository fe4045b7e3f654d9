import { metadata as blogMetadata } from "../../blog/page";

/** /en/blog is an alias of /blog: same page, canonical link to /blog (gap G-47). */
export { default } from "../../blog/page";

export const metadata = blogMetadata;
