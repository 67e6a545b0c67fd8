// A title or a name someone wrote, right to left or with a direction override in it, stays in its own <bdi>: the
// words of our sentence stay outside it, in their order, in English and in Arabic.
import { render, screen } from "@testing-library/react";
import { Link, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { describe, expect, it } from "vitest";
import { inArabic } from "@/test/i18n";
import { sentence } from "@/test/text";
import { Sentence } from "./bdi";

// An Arabic title, and one that turns what follows it backwards (U+202E) as the finding reproduced it.
const ARABIC = "تجويد للمبتدئين";
const OVERRIDE = "Tajweed \u202Edeifirev :alaqaH morf ylpeR";

/** The sentence's words outside any <bdi>, in order. */
const outside = (element: Element) =>
  [...element.childNodes]
    .filter((n) => n.nodeType === Node.TEXT_NODE)
    .map((n) => n.textContent)
    .join("|");

describe("Sentence", () => {
  it("puts each value in its own <bdi>, whole and as written, and our words around it", () => {
    render(
      <p data-testid="s">
        <Sentence
          i18nKey="{{classTitle}} for {{studentName}}. Choose a new time; the family is told of the change."
          values={{ classTitle: OVERRIDE, studentName: ARABIC }}
        />
      </p>,
    );
    const p = screen.getByTestId("s");
    const isolated = [...p.querySelectorAll("bdi")].map((b) => b.textContent);
    expect(isolated).toEqual([OVERRIDE, ARABIC]);
    // No value leaks outside its <bdi>, and no word of ours is inside one.
    expect(p.children).toHaveLength(2);
    expect(outside(p)).toBe(" for |. Choose a new time; the family is told of the change.");
    expect(
      screen.getByText(sentence(`${OVERRIDE} for ${ARABIC}. Choose a new time; the family is told of the change.`)),
    ).toBe(p);
  });

  it("in Arabic: the translation's words around the isolated values, in the translation's order", async () => {
    await inArabic();
    render(
      <p data-testid="s">
        <Sentence
          i18nKey="How was {{student}}'s lesson with {{teacher}}?"
          values={{ student: "Amina Khan", teacher: `${ARABIC}\u202E` }}
        />
      </p>,
    );
    const p = screen.getByTestId("s");
    expect([...p.querySelectorAll("bdi")].map((b) => b.textContent)).toEqual(["Amina Khan", `${ARABIC}\u202E`]);
    expect(outside(p)).toBe("كيف كان درس | مع |؟");
  });

  it("isolates a value inside a component's element (a link), and one outside any", () => {
    const { hook } = memoryLocation({ path: "/" });
    render(
      <Router hook={hook}>
        <p data-testid="s">
          <Sentence
            i18nKey="with <teacher>{{name}}</teacher>"
            values={{ name: OVERRIDE }}
            components={{ teacher: <Link href="/teachers/3" /> }}
          />
        </p>
        <p data-testid="t">
          <Sentence
            i18nKey="with {{teacher}}, <when>{{time}}</when>"
            values={{ teacher: ARABIC, time: "Monday 10:00" }}
            components={{ when: <time dateTime="2026-03-02T10:00" /> }}
          />
        </p>
      </Router>,
    );
    const link = screen.getByRole("link", { name: `${OVERRIDE}` });
    expect(link.querySelector("bdi")?.textContent).toBe(OVERRIDE);
    expect(outside(screen.getByTestId("s"))).toBe("with ");
    const t = screen.getByTestId("t");
    expect(t.querySelector(":scope > bdi")?.textContent).toBe(ARABIC);
    expect(t.querySelector("time > bdi")?.textContent).toBe("Monday 10:00");
    expect(outside(t)).toBe("with |, ");
  });

  it("shows a value holding markup or {{placeholders}} as text", () => {
    render(
      <p data-testid="s">
        <Sentence i18nKey="About {{name}}" values={{ name: "<b>{{name}}</b> &amp;" }} />
      </p>,
    );
    expect(screen.getByTestId("s").querySelector("bdi")?.textContent).toBe("<b>{{name}}</b> &amp;");
    expect(screen.getByTestId("s").querySelector("b")).toBeNull();
  });
});
