import { toast } from "@/components/toast/toast-store";

export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: "success", title: `${what} copied` });
    return true;
  } catch {
    toast({ variant: "error", title: "Your browser did not allow copying" });
    return false;
  }
}
