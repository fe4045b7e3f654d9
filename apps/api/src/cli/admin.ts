// The operator console's command line (issue 29, decision 0103), over the API's own database:
//   npm run admin -- grant <email> [--role admin|support]   the first admin, or any staff role
//   npm run admin -- revoke <email>                          takes the role (and its 2FA) away
//   npm run admin -- reset-2fa <email>                       a lost phone: enrol again
// Every change is written to the audit log with the actor `cli`. In demo mode (embedded PGlite)
// stop the API first: one process may hold its data folder.
import { staffRoles } from "@inkforge/domain/admin/rules";
import { ConfigError, loadConfig } from "../config";
import { createDatabase, migrateDatabase } from "../db/client";
import { isAppError } from "../errors";
import { resetSecondFactor, setStaffRole } from "../services/admin/staff-roles";

const usage =
  "usage: admin grant <email> [--role admin|support] | admin revoke <email> | admin reset-2fa <email>";

type Command =
  | { kind: "grant"; email: string; role: (typeof staffRoles)[number] }
  | { kind: "revoke"; email: string }
  | { kind: "reset-2fa"; email: string };

/** The command line's words as a command, or a message saying what is wrong. */
export function parseAdminCommand(args: string[]): Command | string {
  const [verb, email, ...rest] = args;
  if (!email || email.startsWith("--")) return usage;
  if (verb === "grant") {
    let role: (typeof staffRoles)[number] = "admin";
    if (rest.length > 0) {
      const [flag, value] = rest;
      const inline = flag?.startsWith("--role=") ? flag.slice("--role=".length) : undefined;
      const given = inline ?? (flag === "--role" ? value : undefined);
      if (!given || !(staffRoles as readonly string[]).includes(given)) return usage;
      role = given as (typeof staffRoles)[number];
    }
    return { kind: "grant", email, role };
  }
  if ((verb === "revoke" || verb === "reset-2fa") && rest.length === 0) {
    return { kind: verb, email };
  }
  return usage;
}

async function main(args: string[]): Promise<number> {
  const command = parseAdminCommand(args);
  if (typeof command === "string") {
    console.error(command);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = await createDatabase(config);
  try {
    await migrateDatabase(database);
    const ctx = { db: database.db, now: new Date(), actor: { id: null, label: "cli" } as const };
    if (command.kind === "reset-2fa") {
      await resetSecondFactor(ctx, command.email, "reset from the command line");
      console.error(`${command.email}: two-factor sign-in reset; they set it up again at /admin`);
      return 0;
    }
    const role = command.kind === "grant" ? command.role : null;
    const { changed } = await setStaffRole(ctx, { email: command.email }, role, null);
    console.error(
      changed
        ? `${command.email}: ${role ?? "no staff role"} (sign in at /admin to set up two-factor sign-in)`
        : `${command.email}: already ${role ?? "without a staff role"}; nothing changed`,
    );
    return 0;
  } catch (error) {
    if (isAppError(error)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

// Run only as the command, not when a test imports parseAdminCommand.
if (process.argv[1] && /cli[\\/]admin\.[cm]?[jt]s$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
