// The language feature: the header's switch and Preferences' card (decision 066).
export { LanguageCard } from "./components/language-card";
export { LanguageSwitch } from "./components/language-switch";
