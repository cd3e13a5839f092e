import { describe, expect, test } from "vitest";
import { CARD_IMAGE_SIZES } from "@vitrina/react-ui";
import { cardImage, renderHead } from "../src/app/head.js";

const image = { url: "/images/abc-640.webp", srcset: "/images/abc-320.webp 320w, /images/abc-640.webp 640w", width: 640, height: 640 };
const card = (withImage: boolean) => ({ image: withImage ? image : null }) as Parameters<typeof cardImage>[0][number];
const ctx = { locale: "ro" as const, path: "/", origin: "https://vitrina.md" };

describe("the page's largest picture", () => {
  test("is preloaded first in the head, with the srcset and sizes its <img> uses", () => {
    const head = renderHead({ title: "Vitrina", description: "Magazin", lcpImage: cardImage([card(true), card(true)]) }, ctx);
    expect(head.split("\n")[0]).toBe(
      `<link rel="preload" as="image" href="/images/abc-640.webp" imagesrcset="/images/abc-320.webp 320w, /images/abc-640.webp 640w" imagesizes="${CARD_IMAGE_SIZES}" fetchpriority="high">`,
    );
  });

  test("is not preloaded when the first card has no picture, or there is no card", () => {
    for (const cards of [[card(false), card(true)], []]) {
      expect(renderHead({ title: "Vitrina", description: "Magazin", lcpImage: cardImage(cards) }, ctx)).not.toContain('rel="preload"');
    }
  });
});
