import { kdpBasicsLessons } from "./kdp-basics";
import { masterclassLessonsOneToFour } from "./masterclass-1-4";
import { masterclassLessonsFiveToEight } from "./masterclass-5-8";

/*
 * The courses' lessons, written out (issue 14: lessons that teach, with the KDP numbers the tools
 * use). Served only to the course's owners, by `GET /api/courses/{course}/lessons/{lesson}`.
 */
const lessonBodies: Readonly<Record<string, string>> = {
  ...kdpBasicsLessons,
  ...masterclassLessonsOneToFour,
  ...masterclassLessonsFiveToEight,
};

export function findLessonBody(lessonId: string): string | undefined {
  return Object.hasOwn(lessonBodies, lessonId) ? lessonBodies[lessonId] : undefined;
}

export function lessonBodyIds(): string[] {
  return Object.keys(lessonBodies);
}
