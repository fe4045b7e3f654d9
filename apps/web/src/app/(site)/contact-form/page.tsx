import { metadata as contactMetadata } from "../contact-us/page";

/** /contact-form is an alias of /contact-us: same page, canonical link to /contact-us (gap G-47). */
export { default } from "../contact-us/page";

export const metadata = contactMetadata;
