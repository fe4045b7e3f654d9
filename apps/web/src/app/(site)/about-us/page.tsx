import { metadata as aboutMetadata } from "../about/page";

/** /about-us is an alias of /about: same page, canonical link to /about (gap G-47). */
export { default } from "../about/page";

export const metadata = aboutMetadata;
