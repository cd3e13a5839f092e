import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { staffAccounts } from "../src/dashboard/fixtures.js";
import { LoginView } from "../src/dashboard/LoginView.js";
import { StaffView, type StaffViewProps } from "../src/dashboard/StaffView.js";
import { renderEn } from "./render.js";

const props = (overrides: Partial<StaffViewProps> = {}): StaffViewProps => ({
  staff: staffAccounts,
  errors: {},
  saving: false,
  message: null,
  onCreate: vi.fn(),
  onUpdate: vi.fn(),
  onDelete: vi.fn(),
  ...overrides,
});
const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

describe("StaffView: disabling, enabling and deleting", () => {
  test("shows each account's status, and offers Disable to active accounts and Enable to disabled ones", () => {
    renderEn(<StaffView {...props()} />);
    expect(within(rowOf("Ion Ceban")).getByText("Active")).toBeTruthy();
    expect(within(rowOf("Ion Ceban")).queryByRole("button", { name: "Enable Ion Ceban" })).toBeNull();
    expect(within(rowOf("Mariana Lungu")).getByText("Disabled")).toBeTruthy();
    expect(within(rowOf("Mariana Lungu")).queryByRole("button", { name: "Disable Mariana Lungu" })).toBeNull();
  });

  test("Disable, Enable and Delete ask for the change of that account", () => {
    const onUpdate = vi.fn();
    const onDelete = vi.fn();
    renderEn(<StaffView {...props({ onUpdate, onDelete })} />);
    fireEvent.click(screen.getByRole("button", { name: "Disable Ion Ceban" }));
    expect(onUpdate).toHaveBeenLastCalledWith(2, { status: "disabled" });
    fireEvent.click(screen.getByRole("button", { name: "Enable Mariana Lungu" }));
    expect(onUpdate).toHaveBeenLastCalledWith(3, { status: "active" });
    fireEvent.click(screen.getByRole("button", { name: "Delete Ion Ceban" }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(2);
  });

  test("a refusal shows on the account's row, and a deletion's outcome above the list", () => {
    const { rerender } = renderEn(
      <StaffView {...props({ rowMessage: { id: 1, kind: "error", text: "The shop must keep at least one active administrator." } })} />,
    );
    const message = screen.getByText("The shop must keep at least one active administrator.");
    // The message's row follows the account's own row.
    expect(message.closest("tr")?.previousElementSibling).toBe(rowOf("Elena Rusu"));
    rerender(
      <StaffView {...props({ staff: staffAccounts.filter((a) => a.id !== 2), listMessage: { kind: "ok", text: "The account of Ion Ceban was deleted." } })} />,
    );
    expect(screen.getByText("The account of Ion Ceban was deleted.")).toBeTruthy();
    expect(screen.queryByRole("row", { name: /Ion Ceban/ })).toBeNull();
  });
});

test("LoginView says a disabled account is disabled, not that the password is wrong", () => {
  renderEn(<LoginView submitting={false} failure={{ kind: "disabled" }} onSubmit={vi.fn()} />);
  expect(screen.getByRole("alert").textContent).toBe("This account is disabled. Ask an administrator to enable it.");
});
