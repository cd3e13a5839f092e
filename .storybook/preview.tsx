// The preview lives with the stories, where react-ui's tests compose them with it (portable stories).
import type { Preview } from "@storybook/react-vite";
import annotations from "../packages/react-ui/src/storybook/preview.js";

// Every component has a docs page (autodocs): its description, its props' and every story's. Written
// here, where Storybook reads the tags without running the file.
const preview: Preview = { ...annotations, tags: ["autodocs"] };

export default preview;
