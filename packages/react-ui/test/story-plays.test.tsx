/// <reference types="vite/client" />
// Every story with a play function (a shopper's or staff's steps and what they must see) runs here,
// in jsdom, as npm test runs the package's suite: the interaction tests a designer sees pass in
// Storybook's Interactions panel fail the build here (issue 37 item 2).
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { expect, test } from "vitest";
import preview from "../src/storybook/preview.js";

setProjectAnnotations([preview]);

type StoryModule = Parameters<typeof composeStories>[0];
/** A story composed with the preview: its name, play function and run (render, then play). */
type Composed = { readonly storyName: string; readonly play?: unknown; readonly run: () => Promise<void> };
const modules: Record<string, StoryModule> = import.meta.glob("../src/**/*.stories.tsx", { eager: true });

const played = Object.entries(modules).flatMap(([path, module]) =>
  Object.values<Composed>(composeStories(module))
    .filter((story) => story.play !== undefined)
    .map((story) => ({ name: `${path.replace(/^.*\/|\.stories\.tsx$/g, "")} ${story.storyName}`, story })),
);

test("the interactive components have play functions", () => {
  expect(played.length).toBeGreaterThanOrEqual(6);
});

test.each(played)("$name plays through with its assertions", async ({ story }) => {
  await story.run();
});
