// The word diff, loaded by the compare page only when a reader asks for a pair of versions the page did not bring.
export { toVersionDiff } from "@/lib/content/browser";
