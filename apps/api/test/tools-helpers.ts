/** The error body of a refused tool request. */
export type ErrorBody = {
  code: string;
  message: string;
  details?: { path: string; message: string }[];
};
