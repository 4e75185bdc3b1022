import { Link } from "@/app/_components/link";

/** "Close topics: A, B, C": links to the topics nearest a query that matched nothing. */
export function CloseTopics({ topics }: { topics: { topicId: string; title: string }[] }) {
  return (
    <>
      Close topics:{" "}
      {topics.map((s, i) => (
        <span key={s.topicId}>
          {i > 0 && ", "}
          <Link className="underline" href={`/${s.topicId}`}>
            {s.title}
          </Link>
        </span>
      ))}
    </>
  );
}
