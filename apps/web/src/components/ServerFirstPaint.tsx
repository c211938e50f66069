/**
 * The server's first paint drawn again (lib/first-paint.ts) while the code of what replaces it
 * loads: the same markup in the same place, so nothing on screen changes until then.
 */
export function ServerFirstPaint({ markup }: { markup: string }) {
  return (
    <>
      {/* Not new content: the markup this document's own root already held and the browser
          already rendered, every value escaped by the server (platform/first-paint-html.ts). */}
      <div className="shell-first-paint" dangerouslySetInnerHTML={{ __html: markup }} />
      <span className="shell-first-paint__status" role="status" aria-live="polite">
        墨阅正在加载…
      </span>
    </>
  );
}
