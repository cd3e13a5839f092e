import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { AdminSlider } from "@vitrina/core";
import { fn } from "storybook/test";
import "../dashboard.css";
import { SlidersView } from "./ContentViews.js";
import { slides } from "./content-fixtures.js";
import { messages, uploadedFrom } from "./fixtures.js";

const meta = {
  component: SlidersView,
  args: {
    slides,
    editing: undefined,
    errors: {},
    saving: false,
    message: null,
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(),
    onDelete: fn(),
    onReorder: fn(),
    // The chosen file is shown from the computer; nothing is sent anywhere.
    onUpload: fn(async (file: File) => uploadedFrom(file, 900, 1600, 600)),
  },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlidersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three slides, the last one hidden, without a picture and with a long title. */
export const List: Story = {};
/** Drag the slides or use their arrows: the order changes on screen. */
export const Reordering: Story = {
  render: function Reordering(args) {
    const [list, setList] = useState<ReadonlyArray<AdminSlider>>(args.slides);
    return (
      <SlidersView
        {...args}
        slides={list}
        onReorder={(next) => {
          setList(next);
          args.onReorder(next);
        }}
      />
    );
  },
};
export const Editing: Story = { args: { editing: slides[0]! } };
export const NewSlide: Story = { args: { editing: null } };
export const Saving: Story = { args: { editing: slides[1]!, saving: true } };
/** A 422 answer: no Romanian title and a link that is not a shop path. */
export const FieldErrors: Story = { args: { editing: null, errors: { "title.ro": ["required"], "subtitle.ru": ["max"], link: ["format"] } } };
export const Saved: Story = { args: { message: messages.saved } };
export const Failed: Story = { args: { editing: slides[0]!, message: messages.failed } };
export const Empty: Story = { args: { slides: [] } };
export const Mobile: Story = { args: { editing: slides[0]! }, globals: { viewport: { value: "phone", isRotated: false } } };
/** A delete refused (the slide was deleted meanwhile): the reason shows at that slide, in Russian. */
export const DeleteRefused: Story = {
  args: { rowMessage: { id: slides[1]!.id, text: "Запись уже удалена кем-то другим. Обновите страницу, чтобы увидеть актуальный список." } },
  globals: { locale: "ru" },
};
