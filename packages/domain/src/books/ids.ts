/* The bonus book's ids and paths, apart from its text, so pages can name it without loading it. */

export const FIELD_GUIDE_ID = "inkforge-field-guide";

/** Site path of the owner's read-aloud player. */
export const FIELD_GUIDE_LISTEN_PATH = "/me/listen";

/** API path of the owner's EPUB (bearer token; 404 for anyone else). */
export const FIELD_GUIDE_EPUB_API_PATH = "/api/library/field-guide/epub";
