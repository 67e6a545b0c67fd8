// A sentence of ours with someone's words in it, each in a <bdi> so right-to-left text or a stray direction mark in
// a title or a name cannot reorder the words around it (decision 076). The translation keys stay as they are.
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { TransWithoutContext, useTranslation } from "react-i18next";

// A value's place in the translated sentence: private-use characters no translation and no HTML escape touches.
const MARKER = /\uE000(\d+)\uE001/;
const marker = (i: number) => `\uE000${i}\uE001`;

/** `node` with each value's marker replaced by the value in a <bdi>, inside the components' elements too. */
function isolate(node: ReactNode, words: readonly (string | number)[], key: string): ReactNode {
  if (typeof node === "string") {
    const parts = node.split(MARKER);
    if (parts.length === 1) return node;
    // split() puts each captured index between the texts around it: odd parts are the values.
    return parts.map((part, i) => (i % 2 === 0 ? part : <bdi key={`${key}.${i}`}>{words[Number(part)]}</bdi>));
  }
  if (Array.isArray(node)) return node.map((child, i) => isolate(child, words, `${key}.${i}`));
  if (isValidElement<{ children?: ReactNode }>(node) && node.props.children !== undefined) {
    return cloneElement(node, undefined, isolate(node.props.children, words, key));
  }
  return node;
}

interface SentenceProps {
  /** The English text, as for t(): the key of every translation file. */
  i18nKey: string;
  /** Its {{values}}: each shown whole, as written, in its own <bdi> (a time or a number is isolated too: harmless). */
  values: Record<string, string | number>;
  /** The elements its <tags> stand for, as for <Trans>. */
  components?: Record<string, ReactElement>;
}

/**
 * `i18nKey` in the UI's language, like `t(i18nKey, values)` or `<Trans>`, with each value isolated in a <bdi>. The
 * values never pass through the translation or its tag parser: the sentence is translated with markers in their
 * place, and the values are put in as text where the markers are.
 */
export function Sentence({ i18nKey, values, components }: SentenceProps) {
  // The hook renders the sentence again when the language changes.
  const { t, i18n } = useTranslation();
  const names = Object.keys(values);
  const words = names.map((name) => values[name]);
  const markers = Object.fromEntries(names.map((name, i) => [name, marker(i)]));
  // <Trans> as a function (it has no hooks) for its nodes: the sentence's text, the components' elements.
  const nodes: ReactNode = TransWithoutContext({ i18nKey, values: markers, components, t, i18n });
  return <>{isolate(nodes, words, "v")}</>;
}
