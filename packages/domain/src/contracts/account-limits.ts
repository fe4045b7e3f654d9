/** The shortest password an account takes; free of zod, so a form's hint can say it at first paint. */
export const PASSWORD_MIN_LENGTH = 8;

/** What a member types to confirm deleting their account (gap G-45). */
export const DELETE_CONFIRMATION = "DELETE";
