// The shape of the public information pages' texts (issue 32): each section a heading and its blocks, a block being a
// paragraph or a list. Texts are literal calls of t() in the content modules, so the locales test finds each one.
import type { TFunction } from "i18next";

export type Block = string | readonly string[];

export interface InfoSection {
  /** The anchor (#id) of the section, the same in every language. */
  id: string;
  title: string;
  blocks: readonly Block[];
}

export type Sections = (t: TFunction) => InfoSection[];
