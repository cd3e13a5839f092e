import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { longResults, sampleResults } from "./fixtures.js";
import { SearchOverlay } from "./SearchOverlay.js";

const meta = {
  component: SearchOverlay,
  args: {
    open: true,
    text: "frig",
    onTextChange: fn(),
    results: sampleResults,
    loading: false,
    canSubmit: true,
    noResultsFor: null,
    failedFor: null,
    onSubmit: fn(),
    onClose: fn(),
    onResultClick: fn(),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SearchOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const Empty: Story = { args: { text: "", results: [], canSubmit: false } };
export const ShortText: Story = { args: { text: "fr", results: [], canSubmit: false, loading: true } };
export const Loading: Story = { args: { loading: true, canSubmit: false } };
export const NoResults: Story = { args: { text: "xylofon", results: [], noResultsFor: "xylofon" } };
/** The shop did not answer: a failure, not "nothing found". */
export const Failed: Story = { args: { text: "frigider", results: [], failedFor: "frigider" } };
export const FailedRussian: Story = { args: { text: "холодильник", results: [], failedFor: "холодильник" }, globals: { locale: "ru" } };
export const LongNames: Story = { args: { text: "spălat", results: longResults } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const English: Story = { globals: { locale: "en" } };
export const Russian: Story = { args: { text: "холодильник", results: [], noResultsFor: "холодильник" }, globals: { locale: "ru" } };
export const Bulgarian: Story = { globals: { locale: "bg" } };
