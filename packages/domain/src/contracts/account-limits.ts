/** The shortest password an account takes; free of zod, so a form's hint can say it at first paint. */
export const PASSWORD_MIN_LENGTH = 8;
