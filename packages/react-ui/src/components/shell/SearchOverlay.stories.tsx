import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
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
    searchedInstead: null,
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
/** The field has the focus when the overlay opens; typing is handed over and Escape closes it. */
export const TypesAndCloses: Story = {
  args: { text: "" },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement.ownerDocument.body).getByRole("searchbox");
    await expect(field).toHaveFocus();
    await userEvent.type(field, "f");
    await expect(args.onTextChange).toHaveBeenCalledWith("f");
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Empty: Story = { args: { text: "", results: [], canSubmit: false } };
export const ShortText: Story = { args: { text: "fr", results: [], canSubmit: false, loading: true } };
export const Loading: Story = { args: { loading: true, canSubmit: false } };
export const NoResults: Story = { args: { text: "xylofon", results: [], noResultsFor: "xylofon" } };
/** A typo corrected by the shop: the status says which text the results are for. */
export const Corrected: Story = { args: { text: "frigdier", searchedInstead: "frigider" } };
export const CorrectedBulgarian: Story = { args: { text: "хладилнек", searchedInstead: "хладилник" }, globals: { locale: "bg" } };
/** The shop did not answer: a failure, not "nothing found". */
export const Failed: Story = { args: { text: "frigider", results: [], failedFor: "frigider" } };
export const FailedRussian: Story = { args: { text: "холодильник", results: [], failedFor: "холодильник" }, globals: { locale: "ru" } };
/** A product whose variants differ in price: its row reads "from" its lowest price. */
export const FromPrice: Story = { args: { results: sampleResults.map((r, i) => (i === 0 ? { ...r, price_max: 15999, has_options: true } : r)) } };
export const LongNames: Story = { args: { text: "spălat", results: longResults } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const English: Story = { globals: { locale: "en" } };
export const Russian: Story = { args: { text: "холодильник", results: [], noResultsFor: "холодильник" }, globals: { locale: "ru" } };
export const Bulgarian: Story = { globals: { locale: "bg" } };
