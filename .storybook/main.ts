import type { StorybookConfig } from "@storybook/react-vite";
import { defaultClientConditions } from "vite";

// Stories of the presentational components, with their docs pages (the comments above components,
// props and stories), an accessibility panel (axe) and forced hover, focus and pressed states
// (storybook-addon-pseudo-states); workspace packages are read from their sources.
const config: StorybookConfig = {
  stories: ["../packages/react-ui/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "storybook-addon-pseudo-states"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: ["@vitrina/source", ...defaultClientConditions] },
    // A quiet build (npm test's "storybook build" stage): the preview's chunks (React, the docs
    // blocks, axe) are a developer's, loaded from disk, so their size and the plugins' timings are
    // no finding.
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: { ...viteConfig.build?.rolldownOptions, checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: false } },
    },
  }),
};

export default config;
