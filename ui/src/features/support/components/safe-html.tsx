// Operator HTML that the server sanitised with its allow-list
// (api/src/platform/text/html_sanitizer.hpp) when it was published and again
// when it was served: the only place the UI puts HTML from the API into the page.
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
