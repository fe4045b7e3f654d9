import { toast } from "@/components/toast/toast-store";
import { LINK_COPIED_TEXT } from "./affiliate-state";

/** Copies the referral link and says so with the toast of G-27 ("Link copied"). */
export async function copyReferralLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    toast({ variant: "success", title: LINK_COPIED_TEXT });
  } catch {
    toast({ variant: "error", title: "Your browser did not allow copying" });
  }
}
