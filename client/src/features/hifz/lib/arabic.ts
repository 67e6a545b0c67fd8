/** Arabic without its marks (harakat, shadda, sukun, dagger alif: all non-spacing) and tatweel: how people type a name. */
export const plainArabic = (s: string) => s.normalize("NFC").replace(/\p{Mn}|\u0640/gu, "").trim();
