// The toolbar's sizes: a common phone and the CSS breakpoints (packages/react-ui/src/styles/
// breakpoints.md), so a designer sees each layout on both sides of every step.
const size = (name: string, width: number, height: number, type: "mobile" | "tablet" | "desktop") => ({
  name: `${name} (${width} px)`,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

export const VIEWPORTS = {
  phoneSmall: size("Small phone", 320, 640, "mobile"),
  phone: size("Phone", 390, 844, "mobile"),
  tablet: size("Tablet, the first breakpoint", 768, 1024, "tablet"),
  laptopSmall: size("Small laptop, the menu breakpoint", 992, 800, "desktop"),
  laptop: size("Laptop, the wide breakpoint", 1024, 768, "desktop"),
  desktop: size("Desktop", 1280, 800, "desktop"),
};
