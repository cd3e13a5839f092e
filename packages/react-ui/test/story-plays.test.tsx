/// <reference types="vite/client" />
// Every story with a play function (a shopper's or staff's steps and what they must see) runs here,
// in jsdom, as npm test runs the package's suite: the interaction tests a designer sees pass in
// Storybook's Interactions panel fail the build here (issue 37 item 2).
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { expect, test } from "vitest";
import preview from "../src/storybook/preview.js";

setProjectAnnotations([preview]);

type StoryModule = Parameters<typeof composeStories>[0];
/** A story composed with the preview: a component, with its name and play function. */
type Composed = ComponentType & { readonly storyName: string; readonly play?: (context: { canvasElement: HTMLElement }) => Promise<void> };
const modules: Record<string, StoryModule> = import.meta.glob("../src/**/*.stories.tsx", { eager: true });

/** A story file's title as Storybook gives it from its path ("dashboard/OrdersView"). */
const titleOf = (path: string) => path.replace(/^\.\.\/src\/(components\/)?|\.stories\.tsx$/g, "");

const played = Object.entries(modules).flatMap(([path, module]) =>
  Object.values<Composed>(composeStories({ ...module, default: { ...module.default, title: titleOf(path) } }))
    .filter((story) => story.play !== undefined)
    .map((Story) => ({ name: `${titleOf(path)} ${Story.storyName}`, Story })),
);

test("the interactive components have play functions", () => {
  expect(played.length).toBeGreaterThanOrEqual(6);
});

// Rendered with Testing Library, which removes each story after its test as it does the others'.
test.each(played)("$name plays through with its assertions", async ({ Story }) => {
  const { container } = render(<Story />);
  await Story.play!({ canvasElement: container });
});
