import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { DashboardLayout } from "../src/dashboard/DashboardLayout.js";
import { adminUser, managerUser } from "../src/dashboard/fixtures.js";
import { LoginView } from "../src/dashboard/LoginView.js";
import { PasswordView } from "../src/dashboard/PasswordView.js";
import { renderEn, type } from "./render.js";

describe("LoginView", () => {
  test("submits the typed e-mail and password", () => {
    const onSubmit = vi.fn();
    renderEn(<LoginView submitting={false} failure={null} onSubmit={onSubmit} />);
    type(screen.getByLabelText("Email"), "elena.rusu@vitrina.md");
    type(screen.getByLabelText("Password"), "corect-horse-battery");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: "elena.rusu@vitrina.md", password: "corect-horse-battery" });
  });

  test("says how many minutes to wait after too many attempts, and waits while signing in", () => {
    const { rerender } = renderEn(<LoginView submitting={false} failure={{ kind: "throttled", minutes: 15 }} onSubmit={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toBe("Too many failed attempts. Try again in 15 minutes.");
    // The wait is the server's answer: a shop locking out for 5 minutes says 5; one that did not say, no number.
    rerender(<LoginView submitting={false} failure={{ kind: "throttled", minutes: 5 }} onSubmit={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toBe("Too many failed attempts. Try again in 5 minutes.");
    rerender(<LoginView submitting={false} failure={{ kind: "throttled", minutes: undefined }} onSubmit={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toBe("Too many failed attempts. Try again later.");
    rerender(<LoginView submitting failure={null} onSubmit={vi.fn()} />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Signing in…" })).toHaveProperty("disabled", true);
  });

  test("a wrong password is told apart from a server that does not answer", () => {
    const { rerender } = renderEn(<LoginView submitting={false} failure={{ kind: "wrong" }} onSubmit={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toBe("Wrong email or password.");
    rerender(<LoginView submitting={false} failure={{ kind: "failed" }} onSubmit={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toBe("The server did not answer. Please try again.");
  });
});

describe("DashboardLayout", () => {
  const layout = (user = adminUser, onLocaleChange = vi.fn(), onLogout = vi.fn()) =>
    renderEn(
      <DashboardLayout user={user} current="/dashboard/orders/" locale="en" onLocaleChange={onLocaleChange} onLogout={onLogout}>
        <p>Section content</p>
      </DashboardLayout>,
    );

  test("a manager does not see the admins' sections", () => {
    layout(managerUser);
    const nav = within(screen.getByRole("navigation", { name: "Shop dashboard" }));
    expect(nav.getByRole("link", { name: "Products" })).toBeTruthy();
    expect(nav.getByRole("link", { name: "Password and staff" })).toBeTruthy();
    expect(nav.queryByRole("link", { name: "Languages and contacts" })).toBeNull();
    expect(nav.queryByRole("link", { name: "Audit trail" })).toBeNull();
    expect(screen.getByText("Ion Ceban · Manager")).toBeTruthy();
  });

  test("an admin sees every section, the current one marked", () => {
    layout(adminUser);
    const nav = within(screen.getByRole("navigation", { name: "Shop dashboard" }));
    expect(nav.getByRole("link", { name: "Languages and contacts" }).getAttribute("href")).toBe("/dashboard/locale-settings/");
    expect(nav.getByRole("link", { name: "Audit trail" })).toBeTruthy();
    expect(nav.getByRole("link", { name: "Orders" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Products" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("main").textContent).toBe("Section content");
  });

  test("changes the dashboard language and signs out", () => {
    const onLocaleChange = vi.fn();
    const onLogout = vi.fn();
    layout(adminUser, onLocaleChange, onLogout);
    fireEvent.change(screen.getByLabelText("Dashboard language"), { target: { value: "ru" } });
    expect(onLocaleChange).toHaveBeenCalledWith("ru");
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});

describe("PasswordView", () => {
  test("refuses to submit when the two new passwords differ", () => {
    const onChange = vi.fn();
    renderEn(<PasswordView errors={{}} saving={false} message={null} onChange={onChange} />);
    type(screen.getByLabelText("Current password"), "vechea-parola-2025");
    type(screen.getByLabelText("New password (at least 12 characters)"), "noua-parola-lunga-2026");
    type(screen.getByLabelText("Repeat the new password"), "noua-parola-lunga-2062");
    expect(screen.getByText("The two new passwords are different.")).toBeTruthy();
    expect(screen.getByLabelText("Repeat the new password").getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onChange).not.toHaveBeenCalled();
    type(screen.getByLabelText("Repeat the new password"), "noua-parola-lunga-2026");
    expect(screen.queryByText("The two new passwords are different.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ current_password: "vechea-parola-2025", new_password: "noua-parola-lunga-2026" });
  });

  test("shows the server's answer: a too short password next to its field, a wrong current one as an alert", () => {
    renderEn(
      <PasswordView errors={{ new_password: ["min"] }} saving={false} message={{ kind: "error", text: "The current password is wrong." }} onChange={vi.fn()} />,
    );
    expect(screen.getByLabelText("New password (at least 12 characters)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The password needs at least 12 characters.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("The current password is wrong.");
  });
});
