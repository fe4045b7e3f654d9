import { env } from "@/config/env";

/*
 * External destinations used by the content pages, resolved from configuration
 * (DESIGN decision 8). Server only, because the configuration is read on the server.
 */

/** The external community forum (spec §2.1), FORUM_URL. */
export const communityForumUrl = env.externalUrls.forum;

/** Step-by-step tutorials on the external help site, TUTORIALS_URL. */
export const tutorialsUrl = env.externalUrls.tutorials;

/** The video channel with tool walkthroughs, VIDEO_CHANNEL_URL. */
export const videoChannelUrl = env.externalUrls.videoChannel;
