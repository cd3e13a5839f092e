import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import "../dashboard.css";
import { LoginView } from "./LoginView.js";

const meta = {
  component: LoginView,
  args: { submitting: false, failure: null, onSubmit: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Staff sign in: the form hands over the e-mail and the password as typed. */
export const SignsIn: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(canvasElement.querySelector("#login-email")!, "elena.rusu@casabuna.md");
    await userEvent.type(canvasElement.querySelector("#login-password")!, "corect-și-lung-2026");
    await userEvent.click(canvasElement.querySelector("button[type=submit]")!);
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "elena.rusu@casabuna.md", password: "corect-și-lung-2026" });
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const WrongPassword: Story = { args: { failure: { kind: "wrong" } } };
/** Too many failed attempts: the message says how long to wait. */
export const Throttled: Story = { args: { failure: { kind: "throttled", minutes: 15 } } };
export const Busy: Story = { args: { failure: { kind: "busy" } } };
export const ServerDown: Story = { args: { failure: { kind: "failed" } } };
export const Mobile: Story = { args: { failure: { kind: "throttled", minutes: 15 } }, globals: { viewport: { value: "phone", isRotated: false } } };
