/*
 * The name a leaderboard shows (decision 0070). A new account's username is its email's local part
 * ("jane.doe" for jane.doe@example.com), which a ranking seen by every member must not reveal. So a
 * name the member chose is shown as is, and a name still equal to the email's local part is
 * shortened to its first two characters and an ellipsis.
 */
export function publicName(username: string, email: string): string {
  const name = username.trim();
  const localPart = (email.split("@")[0] ?? "").trim().toLowerCase();
  if (name === "") return "Member";
  if (localPart === "" || name.toLowerCase() !== localPart.slice(0, name.length).toLowerCase()) {
    return name;
  }
  return `${[...name].slice(0, 2).join("")}…`;
}
