// Text split across elements (values in their own <bdi>, decision 076): getByText reads an element's own text nodes
// only, so `sentence("Reply from Khadija Osman")` matches the element the whole sentence reads in.
import type { MatcherFunction } from "@testing-library/react";

const normal = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/** A matcher for the innermost element whose whole visible text is `text` (or matches it), however it is split. */
export function sentence(text: string | RegExp): MatcherFunction {
  const reads = (element: Element) => {
    const content = normal(element.textContent);
    return typeof text === "string" ? content === text : text.test(content);
  };
  return (_, element) => element !== null && reads(element) && ![...element.children].some(reads);
}
