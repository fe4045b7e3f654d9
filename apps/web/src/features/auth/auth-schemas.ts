import {
  emailSchema,
  existingPasswordSchema,
  newPasswordSchema,
  registerRequestSchema,
  resetCheckResponseSchema,
  tokenResponseSchema,
} from "@inkforge/domain/contracts/account";
import { z } from "zod";

/*
 * The sign-in pages' schemas, in one chunk that loads with the first submit or check (through
 * `load-auth-schema.ts`): the login, register and password pages carry no zod in their first load.
 */

export { registerRequestSchema, resetCheckResponseSchema, tokenResponseSchema };

export const loginFormSchema = z.object({ email: emailSchema, password: existingPasswordSchema });

export const forgotFormSchema = z.object({ email: emailSchema });

export const resetFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords don't match.",
  });
