import { useId, useRef, useState, type FormEvent } from "react";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { Flag, Icon } from "./icons.js";
import { useBodyScrollLock, useOverlayFocus } from "./overlay.js";
import type { ShellPreferences } from "./parts.js";

/** Props of {@link SettingsModal}. */
export interface SettingsModalProps {
  /** Whether the dialog is shown; it renders nothing while false. */
  readonly open: boolean;
  /** The current choice the dialog starts from. */
  readonly value: ShellPreferences;
  /** Countries to choose from (GeneralData `countries`: md, ro, bg with names in the current language). */
  readonly countries: ReadonlyArray<{ readonly code: string; readonly name: string }>;
  /** Languages to choose from (GeneralData `languages`). */
  readonly languages: ReadonlyArray<{ readonly code: string; readonly name: string }>;
  /** Currencies to choose from (GeneralData `currencies`). */
  readonly currencies: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  /** Called with the chosen codes on Save; the app applies them and closes the dialog. */
  readonly onSave: (choice: ShellPreferences) => void;
  /** Closes the dialog without saving (close button, Escape, a press on the backdrop). */
  readonly onClose: () => void;
}

// A code missing from its list (e.g. a stale cookie) falls back to the list's first entry, so the
// form never submits a value the user could not see selected.
const pick = (codes: ReadonlyArray<string>, current: string): string =>
  codes.find((code) => code.toLowerCase() === current.toLowerCase()) ?? codes[0] ?? current;

/** The settings dialog: country, language and currency, then Save. */
export const SettingsModal = (props: SettingsModalProps) => (props.open ? <SettingsDialog {...props} /> : null);

const SettingsDialog = ({ value, countries, languages, currencies, onSave, onClose }: SettingsModalProps) => {
  const { LL } = useI18nContext();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [country, setCountry] = useState(() =>
    pick(
      countries.map((c) => c.code),
      value.country,
    ),
  );
  const [language, setLanguage] = useState(() =>
    pick(
      languages.map((l) => l.code),
      value.language,
    ),
  );
  const [currency, setCurrency] = useState(() =>
    pick(
      currencies.map((c) => c.value),
      value.currency,
    ),
  );
  useOverlayFocus(ref, { onEscape: onClose, trap: true });
  useBodyScrollLock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ country, language, currency });
  };

  return (
    <div className="modal">
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={ref} className="modal__dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <div className="modal__head">
          <h2 id={`${id}-title`} className="modal__title">
            {LL.shell.settingsTitle()}
          </h2>
          <button type="button" className="icon-btn" aria-label={LL.shell.close()} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <form className="settings-form" onSubmit={submit}>
          {countries.length > 0 ? (
            <fieldset className="settings-form__countries">
              <legend>{LL.shell.country()}</legend>
              {countries.map((option) => (
                <label key={option.code} className="settings-form__country">
                  <input type="radio" name={`${id}-country`} value={option.code} checked={country === option.code} onChange={() => setCountry(option.code)} />
                  <Flag code={option.code} />
                  <span>{option.name}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="field">
            <label htmlFor={`${id}-language`}>{LL.shell.language()}</label>
            <select id={`${id}-language`} value={language} onChange={(event) => setLanguage(event.target.value)}>
              {languages.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-currency`}>{LL.shell.currency()}</label>
            <select id={`${id}-currency`} value={currency} onChange={(event) => setCurrency(event.target.value)}>
              {currencies.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn settings-form__save">
            {LL.shell.save()}
          </button>
        </form>
      </div>
    </div>
  );
};
