/**
 * How rich text looks, in the editor and in the preview's frame alike (plain CSS: the preview's
 * frame is a document of its own, outside the console's Tailwind).
 */
export const RICH_TEXT_CSS = `
.richtext-content { line-height: 1.7; color: #1f2937; overflow-wrap: anywhere; }
.richtext-content > * + * { margin-top: 0.75em; }
.richtext-content h2 { font-size: 1.375em; font-weight: 600; }
.richtext-content h3 { font-size: 1.2em; font-weight: 600; }
.richtext-content h4 { font-size: 1.05em; font-weight: 600; }
.richtext-content ul { list-style: disc; padding-left: 1.5em; }
.richtext-content ol { list-style: decimal; padding-left: 1.5em; }
.richtext-content blockquote { border-left: 3px solid #d1d5db; padding-left: 0.75em; color: #4b5563; }
.richtext-content a { color: #1677ff; text-decoration: underline; }
.richtext-content code { background: #f3f4f6; border-radius: 3px; padding: 0 0.25em; font-family: ui-monospace, monospace; font-size: 0.9em; }
.richtext-content pre { background: #f3f4f6; border-radius: 4px; padding: 0.75em; overflow-x: auto; }
.richtext-content pre code { background: none; padding: 0; }
.richtext-content hr { border: 0; border-top: 1px solid #e5e7eb; }
.richtext-content img { max-width: 100%; height: auto; }
.richtext-content strong { font-weight: 600; }
.richtext-content .richtext-embed { border: 1px dashed #9ca3af; border-radius: 6px; padding: 0.5em 0.75em; color: #374151; background: #f9fafb; }
.richtext-content .richtext-embed.ProseMirror-selectednode { outline: 2px solid #1677ff; }
`;
