import { describe, expect, it } from "vitest";
import { staticHead, withRoot } from "./prerender";

// What `vite build` writes (abridged): the entry script, its preloads, the stylesheet, the fonts, and #root
// with the placeholder header after a comment.
const built = `<!doctype html>
<html lang="en">
  <head>
    <!-- Inline SVG favicon -->
    <link rel="icon" href="data:," />
    <title>Halaqa</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/client-def.js">
    <link rel="stylesheet" crossorigin href="/assets/client-ghi.css">
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-core-normal-1.woff2">
  </head>
  <body>
    <!--
      The first paint, before any script.
    -->
    <div id="root"><div class="flex"><header>placeholder</header><main id="main"></main></div></div>
  </body>
</html>
`;

describe("prerendered pages", () => {
  it("put the page's markup in #root, in place of the placeholder and its comment", () => {
    const html = withRoot(built, "<h1>Sign in</h1>", true);
    expect(html).toContain('<div id="root" data-prerendered="signed-out"><h1>Sign in</h1></div>\n  </body>');
    expect(html).not.toContain("placeholder");
    expect(html).not.toContain("The first paint");
    // The head, its comment and the app's script are left as they were.
    expect(html).toContain("<!-- Inline SVG favicon -->");
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    // A page that is not hydrated is not marked for the app.
    expect(withRoot(built, "<h1>Landing</h1>", false)).toContain('<div id="root"><h1>Landing</h1></div>');
    expect(() => withRoot("<!doctype html><body></body>", "x", true)).toThrow(/no <div id="root">/);
  });

  it("give the static landing page the menu script instead of the app's code", () => {
    const html = staticHead(built, "/assets/landing-menu-xyz.js", ["/assets/fraunces-core-italic-2.woff2"]);
    expect(html).not.toContain("index-abc.js");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/client-ghi.css">');
    expect(html).toContain('href="/assets/inter-core-normal-1.woff2"');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/fraunces-core-italic-2.woff2">\n' +
        '    <script type="module" crossorigin src="/assets/landing-menu-xyz.js"></script>\n  </head>',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
