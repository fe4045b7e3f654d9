/*
 * Where the site and its API are, fixed when the extension is built (scripts/build.mjs replaces
 * these names): a store package serves one site.
 */
declare const __INKFORGE_SITE_URL__: string;
declare const __INKFORGE_API_URL__: string;

export const SITE_URL: string = __INKFORGE_SITE_URL__;
export const API_URL: string = __INKFORGE_API_URL__;
