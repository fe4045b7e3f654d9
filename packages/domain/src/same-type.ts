/**
 * True when A and B are the same type (both ways assignable, no `any` hiding a difference): the
 * compile-time check that a zod schema describes exactly a hand-written type.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
