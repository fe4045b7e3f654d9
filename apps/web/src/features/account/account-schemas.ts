import {
  deleteAccountResponseSchema,
  type EditAccountData,
  editAccountDataSchema,
  editAccountResponseSchema,
  existingPasswordSchema,
  newPasswordSchema,
} from "@inkforge/domain/contracts/account";
import { DELETE_CONFIRMATION } from "@inkforge/domain/contracts/account-limits";
import {
  accountTimeZoneSchema,
  accountTimeZoneSettingSchema,
} from "@inkforge/domain/contracts/usage";
import { isValidTimeZone } from "@inkforge/domain/gamification/calendar";
import { z } from "zod";

/*
 * The account pages' form and answer schemas, in one chunk that loads with the first submit or
 * read (through `load-account-schema.ts`): /profile and /me carry no zod in their first load.
 */

export {
  accountTimeZoneSchema,
  accountTimeZoneSettingSchema,
  deleteAccountResponseSchema,
  editAccountResponseSchema,
};

/** The profile's two text fields, trimmed where the edit contract expects it, then the contract. */
export const profileFormSchema = z
  .object({ username: z.string(), image: z.string().transform((value) => value.trim()) })
  // The contract's fields are optional (the API takes any subset); this form always sends both.
  .pipe(
    editAccountDataSchema as unknown as z.ZodType<
      EditAccountData,
      { username: string; image: string }
    >,
  );

/**
 * The password form's fields checked with the edit contract's rules; an account made with Google
 * or Facebook (`hasPassword: false`) sets a first password without the current one.
 */
export function passwordFormSchema(hasPassword: boolean) {
  return z
    .object({
      currentPassword: hasPassword ? existingPasswordSchema : z.string(),
      password: newPasswordSchema,
      confirmPassword: z.string(),
    })
    .refine((value) => value.password === value.confirmPassword, {
      path: ["confirmPassword"],
      message: "The two passwords don't match.",
    });
}

export const timeZoneFormSchema = z.object({
  timeZone: z.string().refine(isValidTimeZone, { message: "Choose a time zone from the list." }),
});

export const deleteConfirmationSchema = z.object({
  confirm: z
    .string()
    .trim()
    .refine((typed) => typed === DELETE_CONFIRMATION, {
      message: `must be ${DELETE_CONFIRMATION}, in capitals`,
    }),
});
