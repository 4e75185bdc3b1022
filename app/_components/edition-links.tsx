import { Link } from "@/app/_components/link";

/** The two A–Z indexes, "First Edition · Second Edition": where a reader goes when nothing else helps. */
export function EditionLinks() {
  return (
    <>
      <Link className="underline" href="/1e">
        First Edition
      </Link>{" "}
      ·{" "}
      <Link className="underline" href="/2e">
        Second Edition
      </Link>
    </>
  );
}
