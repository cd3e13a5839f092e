// The design tokens as the stylesheets define them: every custom property of :root, read from the
// loaded CSS (styles/base.css), so the page never disagrees with the shop.
import { useEffect, useState } from "react";
import { VIEWPORTS } from "./viewports.js";

type Token = { readonly name: string; readonly value: string };

/** The custom properties set on :root by the page's stylesheets, in their order. */
const rootTokens = (): ReadonlyArray<Token> => {
  const tokens: Array<Token> = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ":root") continue;
      // (--lightningcss-* are the CSS compiler's own, for color-scheme.)
      for (const name of Array.from(rule.style))
        if (name.startsWith("--") && !name.startsWith("--lightningcss")) tokens.push({ name, value: rule.style.getPropertyValue(name).trim() });
    }
  }
  return tokens;
};

/** The WCAG contrast ratio of two colours as the browser computes them (rgb()). */
const luminance = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};
/** Whether a computed colour lets what is under it show (rgba with an alpha under 1). */
const translucent = (rgb: string) => rgb.startsWith("rgba(");
const computedColour = (value: string) => {
  const probe = document.createElement("span");
  probe.style.color = value;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color;
  probe.remove();
  return rgb;
};

const Colours = ({ tokens }: { readonly tokens: ReadonlyArray<Token> }) => {
  const white = computedColour("#ffffff");
  return (
    <table className="sb-tokens">
      <thead>
        <tr>
          <th scope="col">Colour</th>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Contrast on white</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map(({ name, value }) => (
          <tr key={name}>
            <td>
              <span className="sb-tokens__swatch" style={{ background: `var(${name})` }} />
            </td>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>{translucent(computedColour(value)) ? "(see-through)" : `${contrast(computedColour(value), white).toFixed(2)} : 1`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** The tokens page: colours (with their contrast), spacing, type, the other tokens and the breakpoints. */
export const Tokens = () => {
  const [tokens, setTokens] = useState<ReadonlyArray<Token>>([]);
  useEffect(() => setTokens(rootTokens()), []);
  const of = (prefix: string) => tokens.filter((t) => t.name.startsWith(prefix));
  const others = tokens.filter((t) => !/^--(c|space|text)-/.test(t.name));
  return (
    <div className="sb-column sb-tokens-page">
      <h2>Colours</h2>
      <Colours tokens={of("--c-")} />
      <h2>Spacing</h2>
      {of("--space-").map(({ name, value }) => (
        <div key={name} className="sb-row">
          <code className="sb-tokens__name">{name}</code>
          <span className="sb-tokens__space" style={{ width: `var(${name})` }} />
          <code>{value}</code>
        </div>
      ))}
      <h2>Type</h2>
      {of("--text-").map(({ name, value }) => (
        <div key={name} className="sb-row">
          <code className="sb-tokens__name">{name}</code>
          <span style={{ fontSize: `var(${name})` }}>Vase de gătit · Посуда · Съдове</span>
          <code>{value}</code>
        </div>
      ))}
      <h2>Other tokens</h2>
      {others.map(({ name, value }) => (
        <div key={name} className="sb-row">
          <code className="sb-tokens__name">{name}</code>
          <code>{value}</code>
        </div>
      ))}
      <h2>Breakpoints</h2>
      <p>The CSS steps at 768, 992 and 1024 px (min-width; "below" is max-width one pixel less); the toolbar's sizes:</p>
      {Object.values(VIEWPORTS).map(({ name }) => (
        <div key={name}>{name}</div>
      ))}
    </div>
  );
};
