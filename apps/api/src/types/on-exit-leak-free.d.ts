// on-exit-leak-free ships no types; these are the two calls we use (its README's signatures).
declare module "on-exit-leak-free" {
  /** Calls `onExit(object, "exit")` when the process exits, holding `object` only weakly. */
  export function register<T extends object>(
    object: T,
    onExit: (object: T, event: string) => void,
  ): void;
  export function unregister(object: object): void;
  const onExit: { register: typeof register; unregister: typeof unregister };
  export default onExit;
}
