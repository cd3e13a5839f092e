import type { Meta, StoryObj } from "@storybook/react-vite";
import "../dashboard.css";
import { Tokens } from "./Tokens.js";

/** The shop's design tokens, read from its stylesheets' custom properties. */
const meta = { title: "Foundations/Tokens", component: Tokens, tags: ["!autodocs"] } satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTokens: Story = {};
