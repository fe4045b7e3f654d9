// Moved to components/research (shared by the research, Deep View and Retro View features); kept
// for the 7 Backend Keywords tool's marketplace seeds, which still import it from here.
export { ResearchError, SourceNote } from "@/components/research/status-notes";
