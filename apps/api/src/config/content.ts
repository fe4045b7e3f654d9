import { z } from "zod";
import type { ValuesOf } from "./shared";

/** Outside places the courses and content feeds link to. */
export type ContentConfig = {
  /** A lesson's video address with `{lesson}` for its id; unset = the lessons are text only. */
  courseVideoUrlTemplate: string | undefined;
  /** Outside places the content feeds point to; unset = no card for them. */
  content: { videoChannelUrl: string | undefined; communityGroupUrl: string | undefined };
};

export const contentShape = {
  VIDEO_CHANNEL_URL: z.url().optional(),
  COMMUNITY_GROUP_URL: z.url().optional(),
  COURSE_VIDEO_URL_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/\S*\{lesson\}\S*$/, "must be an http(s) URL containing {lesson}")
    .optional(),
};

export function contentFrom(values: ValuesOf<typeof contentShape>): ContentConfig {
  return {
    courseVideoUrlTemplate: values.COURSE_VIDEO_URL_TEMPLATE,
    content: {
      videoChannelUrl: values.VIDEO_CHANNEL_URL,
      communityGroupUrl: values.COMMUNITY_GROUP_URL,
    },
  };
}
