import type { StorybookConfig } from "@storybook/react-vite";
import { defaultClientConditions } from "vite";

// Stories of the presentational components; workspace packages are read from their sources.
const config: StorybookConfig = {
  stories: ["../packages/react-ui/src/**/*.stories.@(ts|tsx)"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: ["@vitrina/source", ...defaultClientConditions] },
  }),
};

export default config;
