// Moved to components/ui (shared by the tool and research features); kept for the tool pages that
// still import it from here.
export { ToolButton } from "@/components/ui/tool-button";
