import type { DemoFaq, DemoPage } from "./types.js";
import { demoAbout } from "./about.js";
import { demoCookiesPolicy } from "./cookies-policy.js";
import { demoFaq, demoFaqPage } from "./faq.js";
import { demoPrivacyPolicy } from "./privacy-policy.js";
import { demoReturnPolicy } from "./return-policy.js";
import { demoTermsOfUse } from "./terms-of-use.js";

/** The demo shop's content pages. */
export const pages: DemoPage[] = [demoFaqPage, demoCookiesPolicy, demoPrivacyPolicy, demoReturnPolicy, demoTermsOfUse, demoAbout];

/** The demo shop's questions and answers. */
export const faq: DemoFaq[] = demoFaq;
