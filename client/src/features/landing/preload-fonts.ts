// The hero's heading sets "for your children" in Fraunces italic, which no other page uses: asked for as the app
// starts, the face arrives with the page's code instead of only after the page has rendered.
import frauncesItalic from "@core-fonts/fraunces-core-italic.woff2?url";

let done = false;

export function preloadLandingFonts(): void {
  if (done || typeof document === "undefined") return;
  done = true;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "font";
  link.type = "font/woff2";
  link.crossOrigin = "anonymous";
  link.href = frauncesItalic;
  document.head.appendChild(link);
}
