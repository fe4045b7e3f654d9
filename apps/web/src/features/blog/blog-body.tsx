import { parseBlogBody } from "@inkforge/domain/blog/body";

/** An article's body as elements: its text can never become markup. */
export function BlogBody({ body }: { body: string }) {
  return (
    <div className="grid gap-4 text-lg leading-8 text-slate-800">
      {parseBlogBody(body).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === "heading")
          return (
            <h2 key={key} className="mt-4 text-2xl font-bold text-ink-900">
              {block.text}
            </h2>
          );
        if (block.kind === "list")
          return (
            <ul key={key} className="grid list-disc gap-2 pl-6">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
