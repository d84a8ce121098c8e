/** A labelled, scrollable block of code. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-800 bg-slate-950">
      <figcaption className="border-b border-slate-800 px-4 py-2 text-xs font-medium text-slate-400">
        {label}
      </figcaption>
      <pre className="overflow-x-auto p-4 text-xs leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
