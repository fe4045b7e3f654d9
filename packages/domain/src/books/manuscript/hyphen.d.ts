// The `hyphen` package ships no types; this is the part of its API the typesetter uses. It is a
// CommonJS module whose exports Node cannot name statically, so it is imported whole (default).
declare module "hyphen/en-us" {
  const hyphen: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default hyphen;
}
